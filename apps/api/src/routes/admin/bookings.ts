import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, formatHalalas, todayIso, travellersText, type AdminBookingsQuery } from '@rihla/contract';
import { ApiError, notFound } from '../../platform/http-errors.ts';
import {
  sendBookingFile,
  queueStatusMail,
  adminBooking,
  bookingPassports,
  adminBookingFile,
  dashboard,
  queueBatches,
  travellerNamesOf,
  queuePage,
  changeStatus,
  StatusChangeRefused,
  addNote,
  notesOf,
  NOTE_MAX,
} from '../../modules/bookings/index.ts';
import { csvLine, csvPhone, csvTime, UTF8_BOM, staffOf, recordAudit } from '../../modules/staff/index.ts';
import { RefundRefused, SETTLEMENT_HEADER, settlementRows, staffPaymentView, staffRefund } from '../../modules/payments/index.ts';

const REFUND_REASON = 'اكتب سبب الاسترداد';
const NOTHING_PAID = 'لا توجد دفعة مسدّدة لهذا الحجز';
const NOTE_EMPTY = 'اكتب نص الملاحظة';
const NOTE_TOO_LONG = `الملاحظة أطول من ${NOTE_MAX} حرف`;
const CONFIRMED = 'تم تأكيد الحجز';

// The bookings queue and a booking's page in the back office (issue 17), for agents and admins:
// filters and search, CSV export, the passport and visa images (each view audited), and the
// lifecycle's actions, which e-mail the customer as the customer's own cancellation does.
export default async function adminBookingRoutes(app: FastifyInstance) {
  const { db } = app;
  const passports = bookingPassports(app.filesCipher);

  /** A booking's page: the bookings module's part and its payments and refunds (issue 26). */
  async function bookingPage(id: number) {
    const core = await adminBooking(db, id, passports.open);
    return core ? { ...core, ...(await staffPaymentView(db, id)), notes: await notesOf(db, id) } : null;
  }

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Today, this week, to confirm, the week’s departures',
        response: { 200: wire.AdminDashboardAnswer },
      },
    },
    async () => ({
      data: await dashboard(db, todayIso()),
    }),
  );

  app.get<{ Querystring: AdminBookingsQuery }>(
    '/bookings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The bookings queue, newest first',
        querystring: wire.AdminBookingsQuery,
        response: { 200: wire.AdminBookingsAnswer },
      },
    },
    async (request) => queuePage(db, request.query),
  );

  app.get<{ Querystring: AdminBookingsQuery }>(
    '/bookings.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered queue as CSV (UTF-8 with BOM, streamed)',
        querystring: wire.AdminBookingsQuery,
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const { before: _ignored, ...filters } = request.query;
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'bookings.exported',
        details: filters,
        ip: request.ip,
      });
      async function* lines() {
        yield (
          UTF8_BOM +
          csvLine([
            'رقم الحجز',
            'الحالة',
            'الرحلة',
            'من',
            'إلى',
            'المسافرون',
            'أسماء المسافرين',
            'الإجمالي (ريال)',
            'العميل',
            'البريد الإلكتروني',
            'الهاتف',
            'تاريخ الحجز (الرياض)',
          ])
        );
        for await (const rows of queueBatches(db, filters)) {
          const names = await travellerNamesOf(
            db,
            rows.map((b) => b.id),
          );
          yield rows
            .map((b) =>
              csvLine([
                b.id,
                b.status_text_ar,
                b.trip.title,
                b.from_date,
                b.to_date,
                travellersText(b.adults_count, b.children_count),
                names.get(b.id) ?? '',
                b.total_price.toFixed(2),
                b.customer.name,
                b.customer.email,
                csvPhone(b.customer.phone_number),
                csvTime(b.created_at),
              ]),
            )
            .join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="bookings-${todayIso()}.csv"`)
        .send(Readable.from(lines()));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/bookings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A booking with its travellers, files and history',
        params: wire.IdParams,
        response: { 200: wire.AdminBookingAnswer },
      },
    },
    async (request) => {
      const booking = await bookingPage(request.params.id);
      if (!booking) throw notFound();
      // The answer holds passport numbers in clear: every view is in the audit log (issue 29).
      const member = staffOf(request);
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'booking.viewed',
        subject: `booking:${booking.id}`,
        details: { travellers: booking.travellers.length },
        ip: request.ip,
      });
      return { data: booking };
    },
  );

  app.get<{ Params: { id: number; fileId: number } }>(
    '/bookings/:id/files/:fileId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A passport or visa image (never cached; every view is in the audit log)',
        params: wire.FileParams,
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const file = await adminBookingFile(db, request.params.id, request.params.fileId);
      if (!file) throw notFound();
      // Written before the bytes go out: a view that is not in the log does not happen.
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'booking.file-viewed',
        subject: `booking:${request.params.id}`,
        details: { file: file.id, kind: file.kind },
        ip: request.ip,
      });
      return sendBookingFile(request, reply, file);
    },
  );

  app.post<{ Params: { id: number }; Body: { to: 'confirmed' | 'cancelled' | 'completed'; reason?: string | null } }>(
    '/bookings/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm, cancel (with a reason) or complete a booking; the customer is e-mailed',
        params: wire.IdParams,
        body: wire.AdminStatusBody,
        response: { 200: wire.AdminBookingAnswer },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const { id } = request.params;
      const { to } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (to === 'cancelled' && !reason)
        throw new ApiError(422, 'اكتب سبب الإلغاء: يصل إلى العميل', { reason: ['اكتب سبب الإلغاء: يصل إلى العميل'] });
      let change: { from: string; to: string };
      try {
        // The customer's e-mail is written in the change's own transaction (platform/mail/outbox.ts).
        change = await changeStatus(db, {
          bookingId: id,
          to,
          by: 'operator',
          reason,
          inTransaction: (trx) => queueStatusMail({ db: trx, config: app.config }, id, to, reason),
        });
      } catch (e) {
        if (!(e instanceof StatusChangeRefused)) throw e;
        if (e.reason === 'not-found') throw notFound();
        throw new ApiError(409, errorMessages.statusChangeRefused);
      }
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: `booking.${to}`,
        subject: `booking:${id}`,
        details: { from: change.from, to: change.to, reason },
        ip: request.ip,
      });
      app.mailOutbox.wake();
      return { data: (await bookingPage(id))! };
    },
  );

  app.post<{ Params: { id: number }; Body: { body: string } }>(
    '/bookings/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note to a booking (never shown to the customer; audited)',
        params: wire.IdParams,
        body: wire.AdminNoteBody,
        response: { 200: wire.AdminBookingAnswer },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const { id } = request.params;
      const body = request.body.body.trim();
      if (!body) throw new ApiError(422, NOTE_EMPTY, { body: [NOTE_EMPTY] });
      if (body.length > NOTE_MAX) throw new ApiError(422, NOTE_TOO_LONG, { body: [NOTE_TOO_LONG] });
      const noteId = await addNote(db, id, member.id, body);
      if (noteId === null) throw notFound();
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'booking.note-added',
        subject: `booking:${id}`,
        details: { note: noteId },
        ip: request.ip,
      });
      return { data: (await bookingPage(id))! };
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/bookings/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm up to 100 pending bookings, each as the single confirm does; one answer per id',
        body: wire.AdminBulkConfirmBody,
        response: { 200: wire.AdminBulkConfirmAnswer },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const results: { id: number; ok: boolean; message: string }[] = [];
      // One at a time, each in its own transaction: one refused booking does not undo the others.
      for (const id of [...new Set(request.body.ids)]) {
        let change: { from: string; to: string };
        try {
          change = await changeStatus(db, {
            bookingId: id,
            to: 'confirmed',
            by: 'operator',
            reason: null,
            inTransaction: (trx) => queueStatusMail({ db: trx, config: app.config }, id, 'confirmed', null),
          });
        } catch (e) {
          if (!(e instanceof StatusChangeRefused)) throw e;
          results.push({
            id,
            ok: false,
            message: e.reason === 'not-found' ? errorMessages.notFound : errorMessages.statusChangeRefused,
          });
          continue;
        }
        await recordAudit(db, {
          staffId: member.id,
          staffEmail: member.email,
          action: 'booking.confirmed',
          subject: `booking:${id}`,
          details: { from: change.from, to: change.to, reason: null, bulk: true },
          ip: request.ip,
        });
        results.push({ id, ok: true, message: CONFIRMED });
      }
      app.mailOutbox.wake();
      return { data: results };
    },
  );

  app.post<{ Params: { id: number }; Body: { amount_halalas: number; reason: string } }>(
    '/bookings/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give back part or all of what a booking paid, with a reason (admins; audited)',
        params: wire.IdParams,
        body: wire.AdminRefundBody,
        response: { 200: wire.AdminBookingAnswer },
      },
      config: { staffRoles: ['admin'] },
    },
    async (request) => {
      const member = staffOf(request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      const amount = request.body.amount_halalas;
      if (!reason) throw new ApiError(422, REFUND_REASON, { reason: [REFUND_REASON] });
      if (!(await adminBooking(db, id, passports.open))) throw notFound();
      if (!app.payments) throw new ApiError(409, NOTHING_PAID);
      let refundId: number;
      try {
        refundId = await staffRefund(app.payments, { bookingId: id, amount, reason, staffId: member.id });
      } catch (e) {
        if (!(e instanceof RefundRefused)) throw e;
        if (e.reason === 'nothing-paid') throw new ApiError(409, NOTHING_PAID);
        const most = formatHalalas((await staffPaymentView(db, id)).refundable_halalas);
        const message = `المبلغ أكبر مما يمكن استرداده (${most} على الأكثر)`;
        throw new ApiError(422, message, { amount_halalas: [message] });
      }
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'booking.refunded',
        subject: `booking:${id}`,
        details: { refund: refundId, amount_halalas: amount, reason },
        ip: request.ip,
      });
      return { data: (await bookingPage(id))! };
    },
  );

  app.get<{ Querystring: { date: string } }>(
    '/settlements.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "One Riyadh day's payments and refunds as CSV, for the accountant (admins)",
        querystring: wire.SettlementQuery,
      },
      config: { staffRoles: ['admin'] },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const { date } = request.query;
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'settlement.exported',
        details: { date },
        ip: request.ip,
      });
      const rows = await settlementRows(db, date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="settlement-${date}.csv"`)
        .send(UTF8_BOM + csvLine(SETTLEMENT_HEADER) + rows.map((r) => csvLine(r)).join(''));
    },
  );
}
