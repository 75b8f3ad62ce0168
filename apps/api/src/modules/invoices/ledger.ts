import type { Kysely } from 'kysely';
import { plainRiyals, startOfBusinessDay, VAT_CATEGORIES, VAT_CATEGORY_INFO, type VatCategory } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { csvTime } from '../staff/index.ts';
import type { InvoiceLine } from './issue-invoice.ts';
import { ledgerPage, ledgerRows, type LedgerFilter } from './repositories/ledger.ts';
import { invoiceView } from './views.ts';

// Invoices for the back office and the accountant (issue 27, item 6): the list with its filters, and
// a CSV of a range of Riyadh days with one row per invoice line and the totals per VAT category.

export const LEDGER_PAGE = 50;

export interface LedgerQuery {
  from?: string;
  to?: string;
  kind?: 'invoice' | 'credit_note';
  booking?: number;
  report?: 'pending' | 'reported' | 'rejected' | 'failed' | 'none';
}

/** Riyadh days (YYYY-MM-DD, both included) as the instants the invoices' times are compared with. */
function toFilter(q: LedgerQuery): LedgerFilter {
  const dayAfter = (day: string) => new Date(startOfBusinessDay(day).getTime() + 86_400_000).toISOString();
  return {
    from: q.from ? startOfBusinessDay(q.from).toISOString() : null,
    to: q.to ? dayAfter(q.to) : null,
    kind: q.kind ?? null,
    bookingId: q.booking ?? null,
    report: q.report ?? null,
  };
}

export async function invoiceLedger(db: Kysely<DB>, q: LedgerQuery, before: number | null) {
  const rows = await ledgerPage(db, toFilter(q), before, LEDGER_PAGE);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind as 'invoice' | 'credit_note',
    issued_at: r.issued_at,
    booking_id: r.booking_id,
    customer_name: r.customer_name,
    total_with_vat_halalas: r.total_with_vat,
    vat_total_halalas: r.vat_total,
    references_invoice_number: r.references_number ?? null,
    report_status: r.report_status ?? null,
    report_error: r.report_error ?? null,
    reported_at: r.reported_at ?? null,
  }));
}

const KIND_AR = { invoice: 'فاتورة ضريبية مبسطة', credit_note: 'إشعار دائن' } as const;
const REPORT_AR: Record<string, string> = {
  pending: 'بانتظار الإبلاغ',
  reported: 'أُبلغت',
  rejected: 'رفضتها الهيئة',
  failed: 'تعذّر الإبلاغ',
};

export const LEDGER_HEADER = [
  'رقم المستند',
  'النوع',
  'تاريخ الإصدار (الرياض)',
  'المعرّف الفريد (UUID)',
  'رقم الحجز',
  'العميل',
  'الفاتورة المرجعية',
  'البند',
  'فئة الضريبة',
  'المبلغ دون الضريبة (ريال)',
  'ضريبة القيمة المضافة (ريال)',
  'الإجمالي مع الضريبة (ريال)',
  'الإبلاغ إلى هيئة الزكاة',
];

type Cell = string | number | null;

/** The CSV's rows: every line of every document of the range, then one total per VAT category and the grand total. */
export async function ledgerCsvRows(db: Kysely<DB>, q: LedgerQuery): Promise<Cell[][]> {
  const totals = new Map<VatCategory, { net: number; vat: number; gross: number }>();
  const rows: Cell[][] = [];
  for (const doc of await ledgerRows(db, toFilter(q))) {
    for (const l of JSON.parse(doc.lines) as InvoiceLine[]) {
      const t = totals.get(l.category) ?? { net: 0, vat: 0, gross: 0 };
      totals.set(l.category, { net: t.net + l.net, vat: t.vat + l.vat, gross: t.gross + l.gross });
      rows.push([
        doc.number,
        KIND_AR[doc.kind as keyof typeof KIND_AR] ?? doc.kind,
        csvTime(doc.issued_at),
        doc.uuid,
        doc.booking_id,
        doc.customer_name,
        doc.references_number ?? '',
        l.description,
        VAT_CATEGORY_INFO[l.category].label_ar,
        plainRiyals(l.net),
        plainRiyals(l.vat),
        plainRiyals(l.gross),
        REPORT_AR[doc.report_status ?? ''] ?? 'لا يلزم',
      ]);
    }
  }
  const summary: Cell[][] = VAT_CATEGORIES.filter((c) => totals.has(c)).map((c) => {
    const t = totals.get(c)!;
    return [
      '',
      'الإجمالي',
      '',
      '',
      '',
      '',
      '',
      '',
      VAT_CATEGORY_INFO[c].label_ar,
      plainRiyals(t.net),
      plainRiyals(t.vat),
      plainRiyals(t.gross),
      '',
    ];
  });
  const all = [...totals.values()].reduce((s, t) => ({ net: s.net + t.net, vat: s.vat + t.vat, gross: s.gross + t.gross }), {
    net: 0,
    vat: 0,
    gross: 0,
  });
  return [
    ...rows,
    ...summary,
    [
      '',
      'الإجمالي لكل الفئات',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      plainRiyals(all.net),
      plainRiyals(all.vat),
      plainRiyals(all.gross),
      '',
    ],
  ];
}

/** One invoice or credit note, whole, for staff (the customer's view, whatever its booking). */
export async function staffInvoiceView(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('invoices').select('booking_id').where('id', '=', id).executeTakeFirst();
  return row ? invoiceView(db, row.booking_id, id) : null;
}
