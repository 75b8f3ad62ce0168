import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IsoDateField } from '../../components/iso-date-field.tsx';
import { css } from '@rihla/styled-system/css';
import { errorMessages, formatDateTime, formatHalalas, todayIso, type LedgerEntry } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { downloadInvoicesCsv, getInvoices, type LedgerFilters } from '../admin-api.ts';
import { keysetPages } from '../keyset-pages.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = { invoice: 'فاتورة ضريبية مبسطة', credit_note: 'إشعار دائن' } as const;
/** ZATCA reporting (phase 2): each document is reported within 24 hours by the server's job. */
const REPORTS = {
  pending: { label: 'بانتظار الإبلاغ', tone: 'neutral' },
  reported: { label: 'أُبلغت', tone: 'success' },
  rejected: { label: 'رفضتها الهيئة', tone: 'danger' },
  failed: { label: 'تعذّر الإبلاغ', tone: 'danger' },
} as const;
const REPORT_VALUES = ['pending', 'reported', 'rejected', 'failed', 'none'] as const;

/** The filters live in the address, so the accountant can bookmark a month. */
function filtersOf(search: string): LedgerFilters {
  const p = new URLSearchParams(search);
  const out: LedgerFilters = {};
  const from = p.get('from');
  const to = p.get('to');
  const kind = p.get('kind');
  const booking = p.get('booking');
  const report = p.get('report');
  if (report && (REPORT_VALUES as readonly string[]).includes(report)) out.report = report as LedgerFilters['report'];
  if (from && ISO_DAY.test(from)) out.from = from;
  if (to && ISO_DAY.test(to)) out.to = to;
  if (kind === 'invoice' || kind === 'credit_note') out.kind = kind;
  if (booking && /^\d{1,10}$/.test(booking) && Number(booking) > 0) out.booking = Number(booking);
  return out;
}

const fetchLedger = keysetPages<LedgerEntry, LedgerFilters>(async (filters, before, signal) => {
  const items = await getInvoices(filters, before, signal);
  return { items, next: items.length === 50 ? items.at(-1)!.number : null };
});

/**
 * /admin/invoices (admins, issue 27, item 6): every simplified tax invoice and credit note, newest
 * first, filtered by issue day, kind and booking; each opens printable; the accountant downloads a
 * range of days as CSV with the totals per VAT category.
 */
export default function InvoicesScreen() {
  const filters = filtersOf(useSearch());
  const list = useInfiniteList<LedgerEntry, LedgerFilters>(fetchLedger, filters);
  return (
    <AdminPage title="الفواتير والإشعارات الدائنة">
      <FilterForm key={JSON.stringify(filters)} filters={filters} />
      {list.hasError && (
        <Alert tone="error">
          تعذّر تحميل الفواتير.{' '}
          <Button variant="secondary" onPress={list.retry}>
            إعادة المحاولة
          </Button>
        </Alert>
      )}
      <div className={panel}>
        <TableScroll label="جدول الفواتير">
          <table className={table} aria-busy={list.isInitialLoading || list.isLoadingMore}>
            <caption className={css({ srOnly: true })}>الفواتير والإشعارات الدائنة، الأحدث أولًا</caption>
            <thead>
              <tr>
                <th scope="col">الرقم</th>
                <th scope="col">النوع</th>
                <th scope="col">تاريخ الإصدار</th>
                <th scope="col">الحجز</th>
                <th scope="col">العميل</th>
                <th scope="col">الإجمالي مع الضريبة</th>
                <th scope="col">الضريبة</th>
                <th scope="col">الإبلاغ إلى الهيئة</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((d) => (
                <tr key={d.id}>
                  <td>
                    <Link href={`/admin/invoices/${d.id}`} aria-label={`فتح ${KINDS[d.kind]} رقم ${d.number}`}>
                      {d.number}
                    </Link>
                  </td>
                  <td>
                    <Badge tone={d.kind === 'credit_note' ? 'danger' : 'accent'}>{KINDS[d.kind]}</Badge>
                    {d.references_invoice_number !== null && (
                      <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                        عن الفاتورة {d.references_invoice_number}
                      </span>
                    )}
                  </td>
                  <td>{formatDateTime(d.issued_at)}</td>
                  <td>
                    <Link href={`/admin/bookings/${d.booking_id}`} aria-label={`فتح الحجز رقم ${d.booking_id}`}>
                      #{d.booking_id}
                    </Link>
                  </td>
                  <td>{d.customer_name}</td>
                  <td>{formatHalalas(d.total_with_vat_halalas)}</td>
                  <td>{formatHalalas(d.vat_total_halalas)}</td>
                  <td>
                    <ReportStatus entry={d} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {list.isEmpty && <p>لا توجد فواتير بهذه الشروط.</p>}
        {list.hasMore && (
          <Button
            variant="secondary"
            onPress={list.loadMore}
            isPending={list.isLoadingMore}
            className={css({ alignSelf: 'center' })}
          >
            الأقدم
          </Button>
        )}
      </div>
      <AccountantExport filters={filters} />
    </AdminPage>
  );
}

/** The filters as typed; applied (into the address) by the button. Remounted when the address changes. */
function FilterForm({ filters }: { filters: LedgerFilters }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
  );
  const bookingError = draft.booking && !/^\d{1,10}$/.test(draft.booking.trim()) ? 'رقم الحجز أرقام فقط' : undefined;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (bookingError) return;
    const p = new URLSearchParams(Object.entries(draft).filter(([, v]) => v.trim() !== ''));
    navigate(`/admin/invoices${p.size ? `?${p}` : ''}`);
  };
  const set = (k: string) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  return (
    <form
      onSubmit={apply}
      noValidate
      className={css({
        layerStyle: 'card',
        padding: '5',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        gap: '3',
        alignItems: 'end',
      })}
      aria-label="تصفية الفواتير"
    >
      <IsoDateField label="من يوم" value={draft.from ?? ''} onChange={set('from')} />
      <IsoDateField label="إلى يوم" value={draft.to ?? ''} onChange={set('to')} />
      <Select
        label="النوع"
        options={[
          { id: '', label: 'الكل' },
          { id: 'invoice', label: KINDS.invoice },
          { id: 'credit_note', label: KINDS.credit_note },
        ]}
        selectedKey={draft.kind ?? ''}
        onSelectionChange={(k) => set('kind')(String(k ?? ''))}
      />
      <Select
        label="الإبلاغ إلى الهيئة"
        options={[
          { id: '', label: 'الكل' },
          ...(['pending', 'reported', 'rejected', 'failed'] as const).map((k) => ({ id: k, label: REPORTS[k].label })),
          { id: 'none', label: 'لا يلزم (قبل الربط)' },
        ]}
        selectedKey={draft.report ?? ''}
        onSelectionChange={(k) => set('report')(String(k ?? ''))}
      />
      <TextField
        label="رقم الحجز"
        inputMode="numeric"
        inputDir="ltr"
        value={draft.booking ?? ''}
        onChange={set('booking')}
        isInvalid={Boolean(bookingError)}
        errorMessage={bookingError}
      />
      <Button type="submit">تطبيق</Button>
    </form>
  );
}

/** "ملف المحاسب": a range of Riyadh days (this month by default) as CSV, one row per invoice line, then totals per VAT category. */
function AccountantExport({ filters }: { filters: LedgerFilters }) {
  const today = todayIso();
  const [from, setFrom] = useState(filters.from ?? `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(filters.to ?? today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fromError = ISO_DAY.test(from) ? undefined : 'اختر أول يوم';
  const toError = !ISO_DAY.test(to) ? 'اختر آخر يوم' : to < from ? 'آخر يوم بعد أول يوم أو هو نفسه' : undefined;
  const download = async (e: FormEvent) => {
    e.preventDefault();
    if (fromError || toError) return;
    setBusy(true);
    setError(null);
    try {
      await downloadInvoicesCsv({ from, to, kind: filters.kind });
    } catch (err) {
      setError((err as { message?: string }).message || errorMessages.server);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="ledger-export-title" className={panel}>
      <h2 id="ledger-export-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        ملف المحاسب
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        كل بنود الفواتير والإشعارات الدائنة الصادرة في المدة (بتوقيت الرياض)، ثم الإجمالي لكل فئة ضريبية.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <form onSubmit={download} noValidate className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <IsoDateField
          label="من يوم"
          isRequired
          value={from}
          onChange={setFrom}
          isInvalid={Boolean(fromError)}
          errorMessage={fromError}
        />
        <IsoDateField
          label="إلى يوم"
          isRequired
          value={to}
          onChange={setTo}
          isInvalid={Boolean(toError)}
          errorMessage={toError}
        />
        <Button type="submit" variant="secondary" isPending={busy}>
          تنزيل ملف المحاسب (CSV)
        </Button>
      </form>
    </section>
  );
}

/** A document's ZATCA reporting, with the refusal's or failure's reason when there is one. */
function ReportStatus({ entry }: { entry: LedgerEntry }) {
  const status = entry.report_status as keyof typeof REPORTS | null;
  if (!status || !REPORTS[status]) return <span className={css({ color: 'fg.muted' })}>لا يلزم</span>;
  return (
    <>
      <Badge tone={REPORTS[status].tone}>{REPORTS[status].label}</Badge>
      {entry.report_error && status !== 'reported' && (
        <span
          className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', maxWidth: '32ch', overflowWrap: 'anywhere' })}
        >
          {entry.report_error}
        </span>
      )}
    </>
  );
}
