import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import {
  errorMessages,
  isIsoDate,
  successMessages,
  validateBirthday,
  validateName,
  type ProfileUpdatePayload,
} from '@rihla/contract';
import { customerOf, requireCustomer, toUser, customers } from '../../modules/accounts/index.ts';
import { ApiError, fieldErrors } from '../../platform/http-errors.ts';

// Everything under /api/customer needs a signed-in customer (401 otherwise); the folders below hold
// the customer's favourites, bookings, booking form and e-mail verification.
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        security: wire.bearer,
        response: { 200: wire.CustomerResponse },
      },
      onRequest: requireCustomer,
    },
    async (request) => ({ data: { user: toUser(customerOf(request)) } }),
  );

  app.post<{ Body: ProfileUpdatePayload }>(
    '/update',
    {
      schema: {
        tags: ['customer'],
        security: wire.bearer,
        body: wire.ProfileUpdateBody,
        response: { 200: wire.ProfileUpdateResponse },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.profileInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const body = request.body ?? {};
      const changes: customers.ProfileChanges = {};
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
      const updated = await customers.updateProfile(db, customer.id, changes);
      return { message: successMessages.profileUpdated, data: { user: toUser(updated) } };
    },
  );
}
