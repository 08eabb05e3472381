import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

/**
 * The OpenAPI document, as the app serves it at /api/docs/json, linted with Redocly's `recommended` rules
 * (@redocly/openapi-core in this process: offline, no CLI) — the first contact of anyone writing a client
 * (issue 16, item 18). `plugins/docs.ts` gives every operation its `operationId`, `security` and error answers.
 */
type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Warnings accepted on purpose: the server is `PUBLIC_URL` (http://localhost:3000 unless configured, as in
 * tests), and the licence is the owners' decision, not the document's.
 */
const ACCEPTED_WARNINGS = new Set(['no-server-example.com', 'info-license']);

let t: Awaited<ReturnType<typeof buildTestApp>>;
let doc: Document;
let problems: NormalizedProblem[];
beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as Document;
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`;

describe('the OpenAPI document', () => {
  it('passes Redocly recommended with no errors', () => {
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('has no warnings beyond the accepted ones', () => {
    const warnings = problems.filter((p) => p.severity === 'warn' && !ACCEPTED_WARNINGS.has(p.ruleId));
    expect(warnings.map(describeProblem)).toEqual([]);
  });

  it('gives every operation a unique operationId, its security and a 4xx with the error envelope', () => {
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId as string), `${where}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId as string);
      expect(Array.isArray(op.security), where).toBe(true);
      expect(op.responses['400']?.content?.['application/json']?.schema.$ref, where).toBe(
        '#/components/schemas/ErrorEnvelope',
      );
    }
    // The seed's paths name the operation.
    const byPath = new Map(operations().map(({ method, path, op }) => [`${method} ${path}`, op.operationId]));
    expect(byPath.get('GET /api/product/getPagination')).toBe('productGetPagination');
    expect(byPath.get('POST /api/user/login_movil')).toBe('userLoginMovil');
    expect(byPath.get('PUT /api/gift/reserve/{id}')).toBe('putGiftReserve');
    expect(byPath.get('DELETE /api/gift/reserve/{id}')).toBe('deleteGiftReserve');
  });

  it('says the truth about security: what needs a session answers 401 without one, and nothing else does', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      const required =
        (op.security ?? []).length > 0 && (op.security ?? []).every((r) => Object.keys(r).length > 0);
      const url = path.replace(/\{[^}]+\}/g, '0b8a3f8e-7c1d-4e2f-9a6b-5c4d3e2f1a0b');
      // No body and no token: a public operation refuses the input (400) or answers; never with 401.
      const res = await t.app.inject({ method: method as 'GET', url });
      if (required !== (res.statusCode === 401))
        wrong.push(`${method} ${path}: says ${required ? 'session' : 'public'}, answered ${res.statusCode}`);
      if (required) expect(op.responses['401'], `${method} ${path}`).toBeDefined();
    }
    expect(wrong).toEqual([]);
  });
});
