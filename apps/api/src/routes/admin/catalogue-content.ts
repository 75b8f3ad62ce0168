import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { tripMessages, validateFaq, validateSiteInfo, type AdminSiteInfoValues } from '@rihla/contract';
import { notFound, unprocessable } from '../../platform/http-errors.ts';
import { staffOf, recordAudit, changedValues, maskedObject } from '../../modules/staff/index.ts';
import { tripEditing as catalogue } from '../../modules/catalogue/index.ts';

// The FAQ and the site's contacts and links in the back office (issue 17): every staff member reads
// them, admins change them, and each change is in the audit log. The booking terms, also part of
// the site information, have their own routes (catalogue-places.ts).

const ADMINS = { staffRoles: ['admin'] as const };
type FaqBody = { question?: string; answer?: string };

export default async function adminContentRoutes(app: FastifyInstance) {
  const { db } = app;

  const audit = (request: FastifyRequest, action: string, subject: string, details: Record<string, unknown>) => {
    const member = staffOf(request);
    return recordAudit(db, { staffId: member.id, staffEmail: member.email, action, subject, details, ip: request.ip });
  };
  /** The entry as it will be stored, or the 422 naming each empty field. */
  const faqInput = (body: FaqBody, current?: { question: string; answer: string }) => {
    const f = {
      question: (body.question ?? current?.question ?? '').trim(),
      answer: (body.answer ?? current?.answer ?? '').trim(),
    };
    const errors = validateFaq(f);
    if (Object.keys(errors).length) throw unprocessable(errors);
    return f;
  };

  app.get(
    '/faq',
    { schema: { tags: ['admin'], summary: 'The FAQ entries in their order', response: { 200: wire.AdminFaqListAnswer } } },
    async () => ({ data: await catalogue.faqList(db) }),
  );

  app.post<{ Body: FaqBody }>(
    '/faq',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Add an FAQ entry at the end (admins)',
        body: wire.AdminFaqBody,
        response: { 200: wire.AdminFaqAnswer },
      },
    },
    async (request) => {
      const entry = await catalogue.createFaq(db, faqInput(request.body));
      await audit(
        request,
        'faq.created',
        `faq:${entry.id}`,
        changedValues({}, { question: entry.question, answer: entry.answer }),
      );
      return { data: entry };
    },
  );

  app.post<{ Body: { ids?: number[] } }>(
    '/faq/order',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Put the FAQ entries in this order: every id once (admins)',
        body: wire.AdminFaqOrderBody,
        response: { 200: wire.AdminFaqListAnswer },
      },
    },
    async (request) => {
      const ids = request.body.ids;
      if (!ids || !(await catalogue.reorderFaq(db, ids))) throw unprocessable({ ids: tripMessages.faqOrder });
      await audit(request, 'faq.reordered', 'faq', { fields: ['position'], ids });
      return { data: await catalogue.faqList(db) };
    },
  );

  app.post<{ Params: { id: number }; Body: FaqBody }>(
    '/faq/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Change an FAQ entry (admins)',
        params: wire.IdParams,
        body: wire.AdminFaqBody,
        response: { 200: wire.AdminFaqAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await catalogue.faqById(db, id);
      if (!current) throw notFound();
      const f = faqInput(request.body, current);
      const change = changedValues(current, f, ['question', 'answer']);
      if (change.fields.length) {
        await catalogue.updateFaq(db, id, f);
        await audit(request, 'faq.updated', `faq:${id}`, change);
      }
      return { data: { id, ...f } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/faq/:id/delete',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Delete an FAQ entry (admins)',
        params: wire.IdParams,
        response: { 200: wire.AdminFaqListAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await catalogue.faqById(db, id);
      if (!current || !(await catalogue.deleteFaq(db, id))) throw notFound();
      await audit(request, 'faq.deleted', `faq:${id}`, { was: maskedObject(current) });
      return { data: await catalogue.faqList(db) };
    },
  );

  app.get(
    '/site-info',
    {
      schema: {
        tags: ['admin'],
        summary: "The site's contacts, store and social links",
        response: { 200: wire.AdminSiteInfoAnswer },
      },
    },
    async () => ({ data: await catalogue.siteInfoForEdit(db) }),
  );

  app.post<{ Body: Partial<Record<keyof AdminSiteInfoValues, string | null>> }>(
    '/site-info',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Change the contacts and links the body names; null or "" clears one (admins)',
        body: wire.AdminSiteInfoBody,
        response: { 200: wire.AdminSiteInfoAnswer },
      },
    },
    async (request) => {
      const current = await catalogue.siteInfoForEdit(db);
      const next = { ...current };
      for (const field of wire.SITE_INFO_FIELDS) {
        const value = request.body[field];
        if (value !== undefined) next[field] = value?.trim() || null;
      }
      const errors = validateSiteInfo(next);
      if (Object.keys(errors).length) throw unprocessable(errors);
      // The old and new value of each field changed (issue 29), not only its name.
      const change = changedValues(current, next, wire.SITE_INFO_FIELDS);
      if (change.fields.length) {
        await catalogue.saveSiteInfo(db, next);
        await audit(request, 'site-info.updated', 'site-info', change);
      }
      return { data: next };
    },
  );
}
