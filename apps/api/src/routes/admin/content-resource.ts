import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import type { FieldErrors } from '@rihla/contract';
import { ApiError, notFound, unprocessable } from '../../platform/http-errors.ts';
import { staffOf, recordAudit, changedValues, maskedObject } from '../../modules/staff/index.ts';
import { type Deletion } from '../../modules/catalogue/index.ts';
import { isForeignKeyViolation } from '../../platform/db/constraints.ts';

// One piece of the catalogue's content in the back office (issue 17), as four routes: its list (any
// staff), and adding, changing and deleting one (admins), each change in the audit log. Countries,
// cities, tags and banners are all this shape; catalogue-places.ts names what differs.

const ADMINS = { staffRoles: ['admin'] as const };

export interface ContentResource<V extends object, Row extends { id: number }> {
  /** The address under /api/admin: `countries`. */
  path: string;
  /** The audit log's name of one: `country` (`country.created`, subject `country:12`). */
  noun: string;
  /** Arabic, for the OpenAPI summaries. */
  title: string;
  /** The wire's JSON schemas (TypeBox) of one row, a body, the answers and the list's query. */
  schemas: { row: object; body: object; one: object; list: object; query?: object };
  /** A new one's values before the body's (those a body may leave out). */
  defaults: (db: FastifyInstance['db'], body: Record<string, unknown>) => Promise<Partial<V>>;
  /** Trims and normalises what a body sent over what there is. */
  read: (body: Record<string, unknown>, base: Partial<V>) => V;
  validate: (values: V) => FieldErrors<string>;
  /** Checks against other rows (the city's country exists): field → message, or {}. */
  refer?: (db: FastifyInstance['db'], values: V) => Promise<FieldErrors<string>>;
  list: (db: FastifyInstance['db'], query: Record<string, unknown>) => Promise<Row[]>;
  one: (db: FastifyInstance['db'], id: number) => Promise<Row | undefined>;
  insert: (db: FastifyInstance['db'], values: V) => Promise<number>;
  update: (db: FastifyInstance['db'], id: number, values: Partial<V>) => Promise<void>;
  /** Deletes it unless trips use it, checked in the same transaction (deleteUnlessUsed). */
  remove: (db: FastifyInstance['db'], id: number) => Promise<Deletion>;
  /** The message should the database still refuse the delete (a reference the check does not count). */
  inUseAfterAll: string;
}

/** Text fields trimmed; an empty nullable one becomes null. */
export function readFields<V extends object>(
  body: Record<string, unknown>,
  base: Partial<V>,
  fields: { text?: (keyof V & string)[]; nullable?: (keyof V & string)[]; number?: (keyof V & string)[] },
): V {
  const out: Record<string, unknown> = { ...base };
  for (const f of fields.text ?? []) {
    const v = body[f];
    out[f] = typeof v === 'string' ? v.trim() : (out[f] ?? '');
  }
  for (const f of fields.nullable ?? []) {
    const v = body[f];
    if (v !== undefined) out[f] = typeof v === 'string' && v.trim() ? v.trim() : null;
    else out[f] ??= null;
  }
  for (const f of fields.number ?? []) {
    const v = body[f];
    // A missing number is NaN, which the rules name; 0 would pass silently.
    out[f] = typeof v === 'number' ? v : (out[f] ?? Number.NaN);
  }
  return out as V;
}

export function registerContentResource<V extends object, Row extends { id: number }>(
  app: FastifyInstance,
  r: ContentResource<V, Row>,
) {
  const { db } = app;
  const audit = (request: FastifyRequest, action: string, id: number, details: Record<string, unknown>) => {
    const member = staffOf(request);
    return recordAudit(db, {
      staffId: member.id,
      staffEmail: member.email,
      action: `${r.noun}.${action}`,
      subject: `${r.noun}:${id}`,
      details,
      ip: request.ip,
    });
  };
  const checked = async (values: V) => {
    const errors = { ...r.validate(values), ...(r.refer ? await r.refer(db, values) : {}) };
    if (Object.keys(errors).length) throw unprocessable(errors);
    return values;
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    `/${r.path}`,
    {
      schema: {
        tags: ['admin'],
        summary: `${r.title}: all of them`,
        ...(r.schemas.query ? { querystring: r.schemas.query } : {}),
        response: { 200: r.schemas.list },
      },
    },
    async (request) => ({ data: await r.list(db, request.query) }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `/${r.path}`,
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: `${r.title}: add one (admins)`,
        body: r.schemas.body,
        response: { 200: r.schemas.one },
      },
    },
    async (request) => {
      const values = await checked(r.read(request.body, await r.defaults(db, request.body)));
      const id = await r.insert(db, values);
      await audit(request, 'created', id, changedValues({}, values as Record<string, unknown>));
      return { data: await r.one(db, id) };
    },
  );

  app.post<{ Params: { id: number }; Body: Record<string, unknown> }>(
    `/${r.path}/:id`,
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: `${r.title}: change the fields the body names (admins)`,
        params: wire.IdParams,
        body: r.schemas.body,
        response: { 200: r.schemas.one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await r.one(db, id);
      if (!current) throw notFound();
      const values = await checked(r.read(request.body, current as unknown as Partial<V>));
      const changed = (Object.keys(values) as (keyof V & string)[]).filter(
        (k) => k !== 'id' && values[k] !== (current as unknown as V)[k],
      );
      if (changed.length) {
        await r.update(db, id, Object.fromEntries(changed.map((k) => [k, values[k]])) as unknown as Partial<V>);
        await audit(
          request,
          'updated',
          id,
          changedValues(current as Record<string, unknown>, values as Record<string, unknown>, changed),
        );
      }
      return { data: await r.one(db, id) };
    },
  );

  app.post<{ Params: { id: number } }>(
    `/${r.path}/:id/delete`,
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: `${r.title}: delete one that no trip uses (admins)`,
        params: wire.IdParams,
        response: { 200: r.schemas.list },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await r.one(db, id);
      if (!current) throw notFound();
      let deletion: Deletion;
      try {
        deletion = await r.remove(db, id);
      } catch (e) {
        if (isForeignKeyViolation(e)) throw new ApiError(409, r.inUseAfterAll);
        throw e;
      }
      if (deletion === 'missing') throw notFound();
      if (deletion !== 'deleted') throw new ApiError(409, deletion.inUse);
      await audit(request, 'deleted', id, { was: maskedObject(current as Record<string, unknown>) });
      return { data: await r.list(db, {}) };
    },
  );
}
