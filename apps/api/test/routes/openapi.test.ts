import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@rihla/contract/wire';
import { createTestApp, type TestApp } from '../helper.ts';

// The OpenAPI document is generated from the contract's schemas (packages/contract/src/wire) and its
// operation table: it must be a valid OpenAPI 3.1 document, name every operation, and agree with the
// table both ways (a route missing from it, or a row naming no route, fails here).

let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } }
    >
  >;
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ':$1'), op })),
  );

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every operation once, as the contract’s table does, and the table names no missing route', () => {
    const listed = operations();
    expect(listed.filter((o) => !o.op.operationId)).toEqual([]);
    const ids = listed.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const documented = Object.fromEntries(listed.map((o) => [o.op.operationId!, { method: o.method, path: o.path }]));
    const table = Object.fromEntries(Object.entries(OPERATIONS).map(([id, o]) => [id, { method: o.method, path: o.path }]));
    expect(documented).toEqual(table);
  });

  it('gives every operation a success answer and its error answers', () => {
    for (const { op } of operations()) {
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => /^[23]/.test(c)),
        op.operationId,
      ).toBe(true);
      expect(codes, op.operationId).toEqual(expect.arrayContaining(['500', '503']));
      const errors = OPERATIONS[op.operationId as keyof typeof OPERATIONS].errors.map(String);
      expect(codes, op.operationId).toEqual(expect.arrayContaining(errors));
    }
  });

  it('describes the booking call’s multipart body', () => {
    const book = doc.paths['/api/customer/trips/book']!.post!;
    expect(Object.keys(book.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(JSON.stringify(book.requestBody)).toContain('passport_image[0]');
  });
});
