import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { ApiError, notFound } from '../../platform/http-errors.ts';

const HIDE_REASON = 'اكتب سبب الإخفاء';
import { staffOf, recordAudit } from '../../modules/staff/index.ts';
import { setReviewHidden, staffReviewOf, tripReviewsForStaff } from '../../modules/catalogue/index.ts';

// A trip's reviews in the back office (issue 30, item 2): every staff member reads them (hidden ones
// with who hid them and why); admins hide one with a reason, or show it again. Each change is audited
// with the review as it was, and moves the trip's public count and average.
export default async function adminReviewRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { id: number }; Querystring: { page?: number } }>(
    '/trips/:id/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every rating of a trip, newest first, hidden ones too (staff)',
        params: wire.IdParams,
        querystring: wire.StaffReviewsQuery,
        response: { 200: wire.StaffReviewsAnswer },
      },
    },
    async (request) => {
      const page = await tripReviewsForStaff(db, request.params.id, request.query.page ?? 1);
      if (!page) throw notFound();
      return page;
    },
  );

  async function change(request: FastifyRequest<{ Params: { id: number; bookingId: number } }>, reason: string | null) {
    const member = staffOf(request);
    const { id, bookingId } = request.params;
    const result = await setReviewHidden(db, {
      tripId: id,
      bookingId,
      hide: reason === null ? null : { reason, staffId: member.id },
    });
    if (!result) throw notFound();
    if (result.changed)
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: reason === null ? 'review.shown' : 'review.hidden',
        subject: `trip:${id}`,
        details: {
          booking_id: bookingId,
          rate: result.before.rate,
          comment: result.before.comment,
          ...(reason === null ? { hidden_reason: result.before.hidden_reason } : { reason }),
        },
        ip: request.ip,
      });
    const row = await staffReviewOf(db, id, bookingId);
    if (!row) throw notFound();
    return { data: row };
  }

  app.post<{ Params: { id: number; bookingId: number }; Body: { reason: string } }>(
    '/trips/:id/reviews/:bookingId/hide',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Hide a review from the trip page, with a reason (admins, audited)',
        params: wire.ReviewParams,
        body: wire.HideReviewBody,
        response: { 200: wire.ReviewHiddenAnswer },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new ApiError(422, HIDE_REASON, { reason: [HIDE_REASON] });
      return change(request, reason);
    },
  );

  app.post<{ Params: { id: number; bookingId: number } }>(
    '/trips/:id/reviews/:bookingId/show',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden review again (admins, audited)',
        params: wire.ReviewParams,
        response: { 200: wire.ReviewHiddenAnswer },
      },
    },
    async (request) => change(request, null),
  );
}
