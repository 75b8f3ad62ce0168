import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  errorMessages,
  extensionFor,
  successMessages,
  totalPrice,
  travellerLimits,
  tripEndDate,
  validatePassportExpiry,
  validateNationality,
  validatePassportNumber,
  validateTripDate,
  validationMessages,
  formatRiyal,
  securityMessages,
  type RatePayload,
  type UploadMime,
} from '@rihla/contract';
import { customerOf, requireCustomer } from '../../lib/auth.ts';
import { ApiError, INVALID_VALUE, notFound } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/limits.ts';
import { filesDir, tmpDir, STORED_NAME } from '../../lib/uploads.ts';
import * as bookings from '../../repositories/bookings.ts';
import { isUniqueViolation, nowIso } from '../../repositories/customers.ts';
import { pageMeta as pageMetaOf, PAGE_SIZE } from '../../repositories/trips.ts';
import { bearer, idParams, pageMeta, pageQuery } from '../schemas.ts';
import { booking as bookingSchema, dataOf, list, messageBody, object } from '../responses.ts';
import { readBookingForm, removeTemp, type TempFile } from './parse-booking.ts';
import { assertSameRequest, fingerprint, keyedBooking } from './idempotency.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

function int(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

function bookingError(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errorMessages.bookingInput, errors);
}

export default async function bookingRoutes(app: FastifyInstance) {
  const { db, mailer, uploadsDir } = app.ctx;

  app.post(
    '/api/customer/trips/book',
    {
      schema: {
        tags: ['bookings'],
        security: bearer,
        summary:
          'Book a trip (multipart: trip_id, from_date, adults_count, children_count, nationality[i], passport[i], passport_expiry[i], passport_image[i], visa_image[i])',
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string' } } },
        response: { 200: dataOf(bookingSchema) },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const rawKey = request.headers['idempotency-key'];
      const key = typeof rawKey === 'string' && rawKey !== '' ? rawKey : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw bookingError({ 'idempotency-key': [INVALID_VALUE] });
      // A retry with its key skips the budget: it books nothing new.
      const keyed = key ? await keyedBooking(db, customer.id, key) : undefined;
      if (!keyed) enforceLimit(request, 'booking', customer.id);

      const form = await readBookingForm(request, tmpDir(uploadsDir));
      const print = fingerprint(form);
      const replay = async (first: { id: number; idempotency_hash: string | null }) => {
        assertSameRequest(first.idempotency_hash, print);
        const data = await bookings.bookingById(db, first.id, customer.id);
        return reply.header('idempotent-replayed', 'true').send({ data });
      };
      let committed = false;
      try {
        if (keyed) return await replay(keyed);
        const field = (name: string) => form.fields.get(name)?.[0];
        const errors: Record<string, string[]> = {};
        const fail = (name: string, message: string) => void (errors[name] ??= [message]);

        const tripId = int(field('trip_id'), 1, 2147483647);
        const trip = tripId ? await db.selectFrom('trips').selectAll().where('id', '=', tripId).executeTakeFirst() : undefined;
        if (!trip) throw bookingError({ trip_id: [tripId ? errorMessages.notFound : validationMessages.required] });

        const fromDate = field('from_date')?.trim() ?? '';
        const dateError = validateTripDate(fromDate, trip.expiry_date);
        // More than two years ahead is refused as the issue asks (422), before any other check.
        if (dateError === securityMessages.tripDateTooFar) throw new ApiError(422, dateError, { from_date: [dateError] });
        if (dateError) fail('from_date', dateError);
        const limits = travellerLimits(trip);
        const adults = int(field('adults_count'), 1, Math.max(1, limits.adults.max));
        const children =
          field('children_count') === undefined || field('children_count') === ''
            ? 0
            : int(field('children_count'), 0, limits.children.max);
        if (adults === null) fail('adults_count', INVALID_VALUE);
        if (children === null) fail('children_count', INVALID_VALUE);

        const filesOf = (name: string, i: number) => form.files.filter((f) => f.field === name && f.index === i);
        const keep: TempFile[] = [];
        const travellers: { nationality: string; passport: string; passport_expiry: string; files: TempFile[] }[] = [];
        for (let i = 0; i < (adults ?? 0); i++) {
          const nationality = (form.fields.get('nationality')?.[i] ?? '').trim().toUpperCase();
          const passport = (form.fields.get('passport')?.[i] ?? '').trim();
          const expiry = (form.fields.get('passport_expiry')?.[i] ?? '').trim();
          const nationalityError = validateNationality(nationality);
          if (nationalityError) fail(`nationality[${i}]`, nationalityError);
          const passportError = validatePassportNumber(passport);
          if (passportError) fail(`passport[${i}]`, passportError);
          const expiryError = validatePassportExpiry(expiry);
          if (expiryError) fail(`passport_expiry[${i}]`, expiryError);
          const mine: TempFile[] = [];
          for (const [name, required] of [
            ['passport_image', true],
            ['visa_image', false],
          ] as const) {
            const list = filesOf(name, i);
            const key = `${name}[${i}]`;
            if (list.length === 0) {
              if (required) fail(key, validationMessages.passportImage);
            } else if (list.length > 1) fail(key, errorMessages.tooManyFiles);
            else if (list[0]!.size === 0) fail(key, errorMessages.fileTooSmall);
            else if (!list[0]!.mime) fail(key, errorMessages.fileInvalidType);
            else mine.push(list[0]!);
          }
          keep.push(...mine);
          travellers.push({ nationality, passport: passport.toUpperCase(), passport_expiry: expiry, files: mine });
        }
        if (Object.keys(errors).length || adults === null || children === null) throw bookingError(errors);

        // The server's price, from the contract's formula; a client total is never read.
        const total = totalPrice(
          {
            price: Number(trip.price),
            default_adults: trip.default_adults,
            default_childs: trip.default_childs,
            max_additional_adults: trip.max_additional_adults,
            max_additional_childs: trip.max_additional_childs,
            price_per_additional_adult: Number(trip.price_per_additional_adult),
            price_per_additional_child: Number(trip.price_per_additional_child),
          },
          adults,
          children,
        );

        let bookingId: number;
        const moved: TempFile[] = [];
        try {
          bookingId = await db.transaction().execute(async (trx) => {
            const booking = await trx
              .insertInto('bookings')
              .values({
                customer_id: customer.id,
                trip_id: trip.id,
                status: 'pending',
                from_date: fromDate,
                to_date: tripEndDate(fromDate, trip.duration),
                adults_count: adults,
                children_count: children,
                total_price: total,
                idempotency_key: key,
                idempotency_hash: key ? print : null,
                created_at: nowIso(),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            for (const [position, t] of travellers.entries()) {
              const traveller = await trx
                .insertInto('booking_travellers')
                .values({
                  booking_id: booking.id,
                  position,
                  nationality: t.nationality,
                  passport: t.passport,
                  passport_expiry: t.passport_expiry,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              for (const f of t.files) {
                await trx
                  .insertInto('booking_files')
                  .values({
                    booking_id: booking.id,
                    traveller_id: traveller.id,
                    kind: f.field === 'passport_image' ? 'passport' : 'visa',
                    stored_name: f.storedName,
                    mime: f.mime!,
                    size: f.size,
                    original_name: f.originalName,
                  })
                  .execute();
              }
            }
            // Files in place before the commit (issue 12, item 9): a booking is stored with its files
            // or not at all. A failed rename rolls the rows back; a failed commit removes the files
            // (below); a crash in between leaves files no row names, which start-up deletes.
            for (const f of keep) {
              await fsp.rename(f.tmpPath, path.join(filesDir(uploadsDir), f.storedName));
              moved.push(f);
            }
            return booking.id;
          });
        } catch (e) {
          await Promise.all(moved.map((f) => fsp.rm(path.join(filesDir(uploadsDir), f.storedName), { force: true })));
          // The same Idempotency-Key raced in twice: the first one won, answer with it.
          if (key && isUniqueViolation(e)) {
            const first = await keyedBooking(db, customer.id, key);
            if (first) return await replay(first);
          }
          throw e;
        }
        committed = true;
        await removeTemp(form.files.filter((f) => !keep.includes(f)));

        const booking = (await bookings.bookingById(db, bookingId, customer.id))!;
        mailer
          .send({
            to: customer.email,
            subject: `تأكيد الحجز رقم ${booking.id} - رحلة`,
            text: `مرحبًا ${customer.name}،\n\n${successMessages.booked}.\n\nرقم الحجز: ${booking.id}\nالرحلة: ${trip.title}\nمن ${booking.from_date} إلى ${booking.to_date}\nعدد البالغين: ${adults}، عدد الأطفال: ${children}\nالإجمالي: ${formatRiyal(total)}\nالحالة: ${booking.status_text_ar}\n\nشكرًا لاختيارك رحلة.\n`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'booking confirmation e-mail failed'));
        return { data: booking };
      } finally {
        if (!committed) await removeTemp(form.files);
      }
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/customer/bookings',
    {
      schema: {
        tags: ['bookings'],
        security: bearer,
        querystring: pageQuery,
        response: {
          200: object({ data: object({ bookings: list(bookingSchema) }), meta: pageMeta }),
        },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const page = request.query.page ?? 1;
      const { bookings: list, total } = await bookings.bookingsOf(db, customer.id, page, PAGE_SIZE);
      return { data: { bookings: list }, meta: pageMetaOf(page, total) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/customer/bookings/:id',
    {
      schema: { tags: ['bookings'], security: bearer, params: idParams, response: { 200: dataOf(bookingSchema) } },
      onRequest: requireCustomer,
    },
    async (request) => {
      const booking = await bookings.bookingById(db, request.params.id, customerOf(request).id);
      if (!booking) throw notFound();
      return { data: booking };
    },
  );

  app.get<{ Params: { id: number; fileId: number } }>(
    '/api/customer/bookings/:id/files/:fileId',
    {
      schema: {
        tags: ['bookings'],
        security: bearer,
        params: {
          type: 'object',
          required: ['id', 'fileId'],
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            fileId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
      },
      onRequest: requireCustomer,
    },
    async (request, reply) => {
      const file = await db
        .selectFrom('booking_files')
        .innerJoin('bookings', 'bookings.id', 'booking_files.booking_id')
        .select([
          'booking_files.id',
          'booking_files.stored_name',
          'booking_files.mime',
          'booking_files.kind',
          'booking_files.size',
        ])
        .where('booking_files.id', '=', request.params.fileId)
        .where('booking_files.booking_id', '=', request.params.id)
        .where('bookings.customer_id', '=', customerOf(request).id)
        .executeTakeFirst();
      if (!file || !STORED_NAME.test(file.stored_name)) throw notFound();
      const full = path.join(filesDir(uploadsDir), file.stored_name);
      try {
        await fsp.access(full);
      } catch {
        throw notFound();
      }
      return reply
        .type(file.mime)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          // A PDF is downloaded, never rendered by the site (lib/upload-sanitise.ts says why PDFs are kept).
          `${file.mime === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.kind}-${file.id}${extensionFor(file.mime as UploadMime)}"`,
        )
        .send(fs.createReadStream(full));
    },
  );

  app.post<{ Body: RatePayload }>(
    '/api/customer/bookings/rate',
    {
      schema: {
        tags: ['bookings'],
        security: bearer,
        body: {
          type: 'object',
          required: ['booking_id', 'rate'],
          properties: {
            booking_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            rate: { type: 'integer', minimum: 0, maximum: 5 },
            comment: { type: ['string', 'null'], maxLength: 2000 },
          },
        },
        response: { 200: messageBody },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const { booking_id, rate } = request.body;
      const comment = request.body.comment?.trim() || null;
      const booking = await db
        .selectFrom('bookings')
        .select(['id', 'trip_id'])
        .where('id', '=', booking_id)
        .where('customer_id', '=', customer.id)
        .executeTakeFirst();
      if (!booking) throw notFound();
      const save = () =>
        db.transaction().execute(async (trx) => {
          const previous = await trx.selectFrom('ratings').select('rate').where('booking_id', '=', booking.id).executeTakeFirst();
          const now = nowIso();
          if (previous) {
            await trx
              .updateTable('ratings')
              .set({ rate, comment, updated_at: now })
              .where('booking_id', '=', booking.id)
              .execute();
          } else {
            await trx
              .insertInto('ratings')
              .values({
                booking_id: booking.id,
                customer_id: customer.id,
                trip_id: booking.trip_id,
                rate,
                comment,
                updated_at: now,
              })
              .execute();
          }
          // Relative updates, so concurrent ratings of one trip add up instead of overwriting.
          const addCount = previous ? 0 : 1;
          const addSum = rate - (previous?.rate ?? 0);
          await trx
            .updateTable('trips')
            .set((eb) => ({
              rates_count: eb('rates_count', '+', addCount),
              rating_sum: eb('rating_sum', '+', addSum),
              average_rating: sql<number>`cast(rating_sum + ${addSum} as double precision) / (rates_count + ${addCount})`,
            }))
            .where('id', '=', booking.trip_id)
            .execute();
        });
      try {
        await save();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        await save(); // a double submit inserted first; this one becomes an edit
      }
      return { message: successMessages.ratingSent };
    },
  );
}
