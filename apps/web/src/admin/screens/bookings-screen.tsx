import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IsoDateField } from '../../components/iso-date-field.tsx';
import { css } from '@rihla/styled-system/css';
import {
  BOOKING_STATUSES,
  bookingStatusStyle,
  errorMessages,
  formatLongDate,
  formatRiyal,
  travellersText,
  type AdminBookingRow,
  type AdminBookingsQuery,
} from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { confirmBookings, dashboardQuery, downloadBookingsCsv, getBookings } from '../admin-api.ts';
import { invalidate } from '../../api/use-remote.ts';
import { keysetPages } from '../keyset-pages.ts';
import { SettlementReport } from '../booking/settlement-report.tsx';
import { useStaff } from '../staff-session.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

type Filters = Omit<AdminBookingsQuery, 'before'>;
const FIELDS = ['status', 'payment', 'trip_id', 'departure_from', 'departure_to', 'created_from', 'created_to', 'q'] as const;

/** The filters live in the address, so a filtered queue can be bookmarked and shared with a colleague. */
function filtersOf(search: string): Filters {
  const p = new URLSearchParams(search);
  const out: Record<string, string | number> = {};
  for (const f of FIELDS) {
    const v = p.get(f);
    if (v) out[f] = f === 'trip_id' ? Number(v) : v;
  }
  return out as Filters;
}

const fetchQueue = keysetPages<AdminBookingRow, Filters>(async (filters, before, signal) => {
  const page = await getBookings({ ...filters, ...(before ? { before } : {}) }, signal);
  return { items: page.data, next: page.meta.next };
});

/**
 * /admin/bookings: the queue, newest first, 25 at a time ("المزيد" asks for the ones before the last
 * shown), filtered by status, payment, trip and dates and searched by booking number, e-mail or
 * phone; the filtered queue downloads as CSV, and an admin downloads a day's settlement report.
 * Pending bookings can be ticked and confirmed together (issue 31, item 13), each as its own page's
 * confirm does (the customer e-mailed); the screen says how many were confirmed and which were refused.
 */
export default function BookingsScreen() {
  const filters = filtersOf(useSearch());
  const list = useInfiniteList<AdminBookingRow, Filters>(fetchQueue, filters);
  const isAdmin = useStaff()?.role === 'admin';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; lines: string[] } | null>(null);
  const pendingIds = new Set(list.items.filter((b) => b.status === 'pending').map((b) => b.id));
  // Only what is still shown and pending counts (a reload may have confirmed some elsewhere).
  const chosen = [...selected].filter((id) => pendingIds.has(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirmChosen = async () => {
    setConfirming(true);
    setOutcome(null);
    try {
      const results = await confirmBookings(chosen.slice(0, MAX_BULK));
      const done = results.filter((r) => r.ok).length;
      const refused = results.filter((r) => !r.ok);
      setOutcome({
        tone: refused.length ? 'error' : 'success',
        lines: [`أُكّد ${done} من ${results.length} حجز.`, ...refused.map((r) => `الحجز رقم ${r.id}: ${r.message}`)],
      });
      setSelected(new Set());
      list.refresh();
      void invalidate(dashboardQuery());
    } catch (err) {
      setOutcome({ tone: 'error', lines: [(err as { message?: string }).message || errorMessages.server] });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <AdminPage
      title="الحجوزات"
      actions={
        <Button variant="secondary" onPress={() => void downloadBookingsCsv(filters)}>
          تنزيل CSV
        </Button>
      }
    >
      {/* Past the filters in one key press (issue 31, item 13): the results are what an agent works on. */}
      <a href="#queue-results" className={skipLink}>
        انتقل إلى نتائج الحجوزات
      </a>
      <FilterForm key={JSON.stringify(filters)} filters={filters} />
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone}>
            {outcome.lines.map((line) => (
              <span key={line} className={css({ display: 'block' })}>
                {line}
              </span>
            ))}
          </Alert>
        )}
      </div>
      {list.hasError && (
        <Alert tone="error">
          تعذّر تحميل الحجوزات.{' '}
          <Button variant="secondary" onPress={list.retry}>
            إعادة المحاولة
          </Button>
        </Alert>
      )}
      <div className={panel} id="queue-results" tabIndex={-1}>
        <Button
          isDisabled={chosen.length === 0}
          isPending={confirming}
          onPress={() => void confirmChosen()}
          className={css({ alignSelf: 'flex-start' })}
        >
          {`تأكيد المحدد (${chosen.length})`}
        </Button>
        <TableScroll label="جدول الحجوزات">
          <table className={table} aria-busy={list.isInitialLoading || list.isLoadingMore}>
            <caption className={css({ srOnly: true })}>الحجوزات، الأحدث أولًا</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className={css({ srOnly: true })}>تحديد</span>
                </th>
                <th scope="col">الحجز</th>
                <th scope="col">الحالة</th>
                <th scope="col">الرحلة</th>
                <th scope="col">المغادرة</th>
                <th scope="col">المسافرون</th>
                <th scope="col">العميل</th>
                <th scope="col">الإجمالي</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((b) => (
                <tr key={b.id}>
                  <td>
                    {b.status === 'pending' && (
                      <Checkbox isSelected={selected.has(b.id)} onChange={(on) => toggle(b.id, on)}>
                        <span className={css({ srOnly: true })}>{`تحديد الحجز رقم ${b.id}`}</span>
                      </Checkbox>
                    )}
                  </td>
                  <td>
                    <Link href={`/admin/bookings/${b.id}`} aria-label={`فتح الحجز رقم ${b.id}`}>
                      #{b.id}
                    </Link>
                  </td>
                  <td>
                    <Badge color={b.status_color}>{b.status_text_ar}</Badge>
                  </td>
                  {/* Wide enough to read as a line or two on a phone; the table scrolls sideways. */}
                  <td className={css({ minWidth: '[12rem]' })}>{b.trip.title}</td>
                  <td>{formatLongDate(b.from_date)}</td>
                  <td>{travellersText(b.adults_count, b.children_count)}</td>
                  <td>
                    {b.customer.name}
                    <br />
                    <bdi dir="ltr" className={css({ color: 'fg.muted' })}>
                      {b.customer.email}
                    </bdi>
                    {b.customer.phone_number && (
                      <>
                        <br />
                        <bdi dir="ltr" className={css({ color: 'fg.muted' })}>
                          {b.customer.phone_number}
                        </bdi>
                      </>
                    )}
                  </td>
                  <td>{formatRiyal(b.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {list.isEmpty && <p>لا توجد حجوزات بهذه الشروط.</p>}
        {list.hasMore && (
          <Button
            variant="secondary"
            onPress={list.loadMore}
            isPending={list.isLoadingMore}
            className={css({ alignSelf: 'center' })}
          >
            المزيد
          </Button>
        )}
      </div>
      {isAdmin && <SettlementReport />}
    </AdminPage>
  );
}

/** The filters as typed; applied (into the address) by the button. Remounted when the address changes. */
function FilterForm({ filters }: { filters: Filters }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const p = new URLSearchParams(Object.entries(draft).filter(([, v]) => v.trim() !== ''));
    navigate(`/admin/bookings${p.size ? `?${p}` : ''}`);
  };
  const set = (k: string) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  return (
    <form
      onSubmit={apply}
      className={css(panelRaw, {
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
        gap: '3',
        alignItems: 'end',
      })}
      aria-label="تصفية الحجوزات"
    >
      <TextField
        label="بحث"
        description="رقم الحجز أو اسم العميل (بالعربية أو اللاتينية) أو بريده أو هاتفه"
        value={draft.q ?? ''}
        onChange={set('q')}
      />
      <Select
        label="الحالة"
        options={[
          { id: '', label: 'كل الحالات' },
          ...BOOKING_STATUSES.map((s) => ({ id: s, label: bookingStatusStyle[s].text_ar })),
        ]}
        selectedKey={draft.status ?? ''}
        onSelectionChange={(k) => set('status')(String(k ?? ''))}
      />
      <Select
        label="الدفع"
        options={PAYMENT_FILTERS}
        selectedKey={draft.payment ?? ''}
        onSelectionChange={(k) => set('payment')(String(k ?? ''))}
      />
      <TextField label="رقم الرحلة" inputMode="numeric" inputDir="ltr" value={draft.trip_id ?? ''} onChange={set('trip_id')} />
      <IsoDateField label="تاريخ المغادرة من" value={draft.departure_from ?? ''} onChange={set('departure_from')} />
      <IsoDateField label="تاريخ المغادرة إلى" value={draft.departure_to ?? ''} onChange={set('departure_to')} />
      <IsoDateField label="تاريخ الحجز من" value={draft.created_from ?? ''} onChange={set('created_from')} />
      <IsoDateField label="تاريخ الحجز إلى" value={draft.created_to ?? ''} onChange={set('created_to')} />
      <Button type="submit">تطبيق</Button>
    </form>
  );
}

/** The API's cap on one multi-select confirm. */
const MAX_BULK = 100;

const panelRaw = { layerStyle: 'card', padding: '5' } as const;
// A visible link: an agent's keyboard reaches the results in one press instead of twenty-eight.
const skipLink = css({ alignSelf: 'flex-start', color: 'accent.pressed', textDecoration: 'underline', focusOutline: 'auto' });

/** The queue's money filter (AdminBookingsQuery `payment`). */
const PAYMENT_FILTERS: Array<{ id: '' | NonNullable<AdminBookingsQuery['payment']>; label: string }> = [
  { id: '', label: 'الكل' },
  { id: 'paid', label: 'مدفوعة' },
  { id: 'unpaid', label: 'بانتظار الدفع' },
  { id: 'expired', label: 'منتهية' },
  { id: 'refunded', label: 'مستردّة' },
];
