import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { notFound } from '../../platform/http-errors.ts';
import { csvLine, UTF8_BOM, staffOf, recordAudit } from '../../modules/staff/index.ts';
import { invoiceLedger, ledgerCsvRows, LEDGER_HEADER, staffInvoiceView, type LedgerQuery } from '../../modules/invoices/index.ts';

// The back office's invoices and credit notes (issue 27, item 6), for admins: the accountant's
// role. The list with its filters, one document whole (printable like the customer's), and the CSV
// of a range of days with the totals per VAT category. Nothing here changes an invoice.
export default async function adminInvoiceRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: LedgerQuery & { before?: number } }>(
    '/invoices',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Invoices and credit notes, newest first, 50 a page (admins)',
        querystring: wire.LedgerQuery,
        response: { 200: wire.LedgerAnswer },
      },
    },
    async (request) => ({ data: await invoiceLedger(db, request.query, request.query.before ?? null) }),
  );

  app.get<{ Querystring: LedgerQuery & { from: string; to: string } }>(
    '/invoices.csv',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: "A range of Riyadh days' invoice lines and the totals per VAT category, as CSV (admins)",
        querystring: wire.LedgerCsvQuery,
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const { from, to } = request.query;
      await recordAudit(db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'invoices.exported',
        details: { from, to, kind: request.query.kind ?? null },
        ip: request.ip,
      });
      const rows = await ledgerCsvRows(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="invoices-${from}-${to}.csv"`)
        .send(UTF8_BOM + csvLine(LEDGER_HEADER) + rows.map((r) => csvLine(r)).join(''));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/invoices/:id',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'One invoice or credit note, whole, with its QR (admins)',
        params: wire.StaffInvoiceParams,
        response: { 200: wire.InvoiceAnswer },
      },
    },
    async (request) => {
      const invoice = await staffInvoiceView(db, request.params.id);
      if (!invoice) throw notFound();
      return { data: invoice };
    },
  );
}
