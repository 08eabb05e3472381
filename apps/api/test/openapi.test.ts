import { multiLineText } from '@detalle/contract';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './helpers.js';

/**
 * The OpenAPI document, as the app serves it at /api/docs/json, linted with Redocly's `recommended` rules
 * (@redocly/openapi-core in this process: offline, no CLI) — the first contact of anyone writing a client.
 * `plugins/docs.ts` gives every operation its `operationId`, `security` and error answers.
 */
type Operation = {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

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

  it('lets no free text of a request carry a line break or a control character where it does not belong', () => {
    // Each probe must be refused by a pattern of every free-text string of every body and query. The line feed
    // only where the field is `multiLineText` (descriptions, messages, notes). Left out: path parameters (ids
    // and link tokens, looked up and never kept as text), headers (HTTP refuses CR and LF in them) and the
    // passwords (never shown nor kept as text, and refusing characters would lock out whoever already has them).
    const probes = ['a\u0001b', 'a\tb', 'a\rb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b'];
    const multiLine = (z.toJSONSchema(multiLineText()) as JsonSchema).pattern;
    const passwords = new Set(['password', 'repassword', 'current']);
    const strict = new Set(['uuid', 'email', 'date', 'date-time']);
    const resolve = (schema: JsonSchema) =>
      schema.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').pop() as string] ?? {}) : schema;
    const patternsOf = (schema: JsonSchema) =>
      [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => !!p);
    const escaped = (text: string) =>
      text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const loose: string[] = [];
    const walk = (given: JsonSchema, where: string, name: string) => {
      const schema = resolve(given);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(option, where, name);
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${key}`, key);
      if (schema.items) walk(schema.items, `${where}[]`, name);
      if (typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, `${where}{}`, name);
      const isString =
        schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
      if (!isString || schema.enum || schema.const !== undefined || passwords.has(name)) return;
      if (schema.format && strict.has(schema.format)) return;
      const patterns = patternsOf(schema).map((p) => new RegExp(p, 'u'));
      const refuses = (text: string) => patterns.some((p) => !p.test(text));
      const refused = [...probes, ...(patternsOf(schema).includes(multiLine as string) ? [] : ['a\nb'])];
      const letThrough = refused.filter((probe) => !refuses(probe)).map(escaped);
      if (letThrough.length) loose.push(`${where} lets through ${letThrough.join(' ')}`);
    };
    for (const { method, path, op } of operations()) {
      for (const p of op.parameters ?? [])
        if (p.in === 'query') walk(p.schema, `${method} ${path} ?${p.name}`, p.name);
      for (const [type, body] of Object.entries(op.requestBody?.content ?? {}))
        walk(body.schema, `${method} ${path} ${type}`, 'body');
    }
    // singleLineText, multiLineText or webAddress (packages/contract/src/text-schemas.ts), or a stricter pattern.
    expect(loose).toEqual([]);
  });
});
