/** Types of scripts/check-api-modules.mjs, for the API's tests (apps/api/test/module-boundaries.test.ts). */
export declare const NOT_YET_CHECKED: string[];
export declare function findViolations(
  files: Map<string, string>,
): Array<{ file: string; line: number; specifier: string; reason: string }>;
export declare function findCycles(
  files: Map<string, string>,
): Array<{ modules: string[]; steps: Array<{ file: string; to: string }> }>;
