import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import {
  errorMessages,
  normaliseLatinName,
  savedTravellerErrors,
  successMessages,
  todayIso,
  type Gender,
  type SavedTravellerFields,
  type SavedTravellerPayload,
} from '@rihla/contract';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import { passportSealer, savedTravellers } from '../../../modules/bookings/index.ts';
import { ApiError, fieldErrors, notFound } from '../../../platform/http-errors.ts';

// The signed-in customer's saved travellers (/api/customer/travellers, issue 31): kept with their
// consent when booking, or added here; listed, edited and removed from the account. Another
// customer's traveller is not found (404). The passport number is stored sealed with the files key.
export default async function savedTravellerRoutes(app: FastifyInstance) {
  const { db } = app;
  const filesCipher = passportSealer(app.filesCipher);

  /** The body checked by the contract's rules; 400 with every field in error. */
  function checked(body: SavedTravellerPayload): SavedTravellerFields {
    const t: SavedTravellerFields = {
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      birth_date: (body.birth_date ?? '').trim(),
      gender: (body.gender ?? '') as Gender | '',
      nationality: (body.nationality ?? '').trim().toUpperCase(),
      passport: (body.passport ?? '').trim().toUpperCase(),
      passport_expiry: (body.passport_expiry ?? '').trim(),
    };
    const fields = fieldErrors(savedTravellerErrors(t, todayIso()));
    if (Object.keys(fields).length) throw new ApiError(400, errorMessages.profileInput, fields);
    return { ...t, first_name: normaliseLatinName(t.first_name), last_name: normaliseLatinName(t.last_name) };
  }

  app.get(
    '/',
    {
      schema: { tags: ['customer'], security: wire.bearer, response: { 200: wire.SavedTravellersAnswer } },
      onRequest: requireCustomer,
    },
    async (request) => ({
      data: { travellers: await savedTravellers.savedTravellers(db, filesCipher, customerOf(request).id) },
    }),
  );

  app.post<{ Body: SavedTravellerPayload }>(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary: 'Save a traveller to the account',
        security: wire.bearer,
        body: wire.SavedTravellerBody,
        response: { 200: wire.SavedTravellerAnswer },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.profileInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const traveller = await savedTravellers.addSavedTraveller(db, filesCipher, customerOf(request).id, checked(request.body));
      return { message: successMessages.travellerSaved, data: { traveller } };
    },
  );

  app.post<{ Params: { id: number }; Body: SavedTravellerPayload }>(
    '/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Replace a saved traveller',
        security: wire.bearer,
        params: wire.SavedTravellerParams,
        body: wire.SavedTravellerBody,
        response: { 200: wire.SavedTravellerAnswer },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.profileInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const t = checked(request.body);
      const traveller = await savedTravellers.updateSavedTraveller(db, filesCipher, customerOf(request).id, request.params.id, t);
      if (!traveller) throw notFound();
      return { message: successMessages.travellerSaved, data: { traveller } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/:id/remove',
    {
      schema: {
        tags: ['customer'],
        summary: 'Remove a saved traveller',
        security: wire.bearer,
        params: wire.SavedTravellerParams,
        response: { 200: wire.MessageBody },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      if (!(await savedTravellers.removeSavedTraveller(db, customerOf(request).id, request.params.id))) throw notFound();
      return { message: successMessages.travellerRemoved };
    },
  );
}
