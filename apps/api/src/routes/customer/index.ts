import type { FastifyInstance } from 'fastify';
import {
  errorMessages,
  isIsoDate,
  successMessages,
  validateBirthday,
  validateName,
  type ProfileUpdatePayload,
} from '@rihla/contract';
import { customerOf, requireCustomer, toUser } from '../../lib/auth.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/errors.ts';
import * as trips from '../../repositories/trips.ts';
import { bearer, idParams, pageMeta, pageQuery } from '../schemas.ts';
import { dataOf, list, messageBody, object, tripCard, user } from '../responses.ts';

// Everything under /api/customer needs a signed-in customer (401 otherwise).
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/customer',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        security: bearer,
        response: { 200: dataOf(object({ user })) },
      },
      onRequest: requireCustomer,
    },
    async (request) => ({ data: { user: toUser(customerOf(request)) } }),
  );

  app.post<{ Body: ProfileUpdatePayload }>(
    '/api/customer/update',
    {
      schema: {
        tags: ['customer'],
        security: bearer,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 100 },
            birthday: { type: ['string', 'null'], maxLength: 10 },
            gender: { type: ['string', 'null'], enum: ['male', 'female', null] },
          },
        },
        response: { 200: object({ message: messageBody.properties.message, data: object({ user }) }) },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.profileInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const body = request.body ?? {};
      const changes: { name?: string; birthday?: string | null; gender?: string | null } = {};
      const errors: Record<string, string | null> = {};
      if (body.name !== undefined) {
        errors.name = validateName(body.name);
        changes.name = body.name.trim();
      }
      if (body.birthday !== undefined) {
        // yyyy/MM/dd (the display format) is accepted as well as yyyy-MM-dd.
        const date = body.birthday === null || body.birthday === '' ? null : body.birthday.replaceAll('/', '-');
        errors.birthday = date !== null && !isIsoDate(date) ? validateBirthday('invalid') : validateBirthday(date);
        changes.birthday = date;
      }
      if (body.gender !== undefined) changes.gender = body.gender;
      const fields = fieldErrors(errors);
      if (Object.keys(fields).length) throw new ApiError(400, errorMessages.profileInput, fields);
      if (Object.keys(changes).length) await db.updateTable('customers').set(changes).where('id', '=', customer.id).execute();
      const updated = await db.selectFrom('customers').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
      return { message: successMessages.profileUpdated, data: { user: toUser(updated) } };
    },
  );

  app.post<{ Params: { id: number }; Body: { liked?: boolean } | undefined }>(
    '/api/customer/favourites/:id',
    {
      schema: {
        tags: ['customer'],
        security: bearer,
        params: idParams,
        body: { type: ['object', 'null'], properties: { liked: { type: 'boolean' } } },
        response: { 200: object({ liked: { type: 'boolean' } }) },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const tripId = request.params.id;
      const trip = await db.selectFrom('trips').select('id').where('id', '=', tripId).executeTakeFirst();
      if (!trip) throw notFound();
      const current = await db
        .selectFrom('favourites')
        .select('trip_id')
        .where('customer_id', '=', customer.id)
        .where('trip_id', '=', tripId)
        .executeTakeFirst();
      // `liked` is the wanted state; without it the call toggles.
      const liked = typeof request.body?.liked === 'boolean' ? request.body.liked : !current;
      if (liked && !current) {
        await db
          .insertInto('favourites')
          .values({ customer_id: customer.id, trip_id: tripId, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(['customer_id', 'trip_id']).doNothing())
          .execute();
      } else if (!liked && current) {
        await db.deleteFrom('favourites').where('customer_id', '=', customer.id).where('trip_id', '=', tripId).execute();
      }
      return { liked };
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/customer/favourites',
    {
      schema: {
        tags: ['customer'],
        security: bearer,
        querystring: pageQuery,
        response: {
          200: object({ data: object({ favourites: list(tripCard) }), meta: pageMeta }),
        },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const page = request.query.page ?? 1;
      const [favourites, count] = await Promise.all([
        trips.listCards(db, customer.id, (q) =>
          q
            .innerJoin('favourites', 'favourites.trip_id', 'trips.id')
            .where('favourites.customer_id', '=', customer.id)
            .orderBy('favourites.created_at', 'desc')
            .orderBy('trips.id', 'desc')
            .limit(trips.PAGE_SIZE)
            .offset((page - 1) * trips.PAGE_SIZE),
        ),
        db
          .selectFrom('favourites')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('customer_id', '=', customer.id)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: { favourites }, meta: trips.pageMeta(page, Number(count.n)) };
    },
  );
}
