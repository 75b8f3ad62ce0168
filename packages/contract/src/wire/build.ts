import { Type, type Static, type TSchema } from 'typebox';
import { MAX_ID } from '../api-extras.ts';

// The few shapes every wire schema is built from. A nullable value is written as `type: [T, 'null']`
// rather than TypeBox's `anyOf`: fast-json-stringify serialises the first with a type check and the
// second by trying each branch, and the answers are the same JSON either way.

type Primitive = 'string' | 'integer' | 'number' | 'boolean' | 'object';

/** `schema` or null. */
export function nullable<T extends TSchema & { type: Primitive }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** An object whose every listed property is required (answers always carry every field). */
export function object<P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) {
  return Type.Object(properties, options);
}

export const list = <T extends TSchema>(items: T) => Type.Array(items);

/** Every answer's own `data` envelope. */
export const dataOf = <T extends TSchema>(data: T) => Type.Object({ data });

/** A string one of `values`, typed as their union. */
export function oneOf<const V extends readonly string[]>(values: V, options: { description?: string } = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

export const str = () => Type.String();
export const int = (options: { description?: string } = {}) => Type.Integer(options);
export const num = () => Type.Number();
export const bool = () => Type.Boolean();
/** YYYY-MM-DD */
export const isoDate = () => Type.String({ format: 'date' });
/** A database id in a path or a body. */
export const id = () => Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Text a client sends, capped. */
export const text = (maxLength: number) => Type.String({ maxLength });
