// JSON schemas shared by several routes. Fastify validates with them and the OpenAPI document is
// generated from them.

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
} as const;

export const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

export { pageMeta } from './responses.ts';

export const bearer = [{ bearer: [] }];
