import { useState, type FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { errorMessages, formatDateTime, formatMonthYear, formatNumber, type StaffReview } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { TextField } from '@rihla/ui/text-field/text-field';
import { setData } from '../../api/read-cache.ts';
import { useRemote } from '../../api/use-remote.ts';
import { hideReview, showReview, tripReviewsQuery } from '../admin-api.ts';
import { panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

/**
 * "المراجعات" on a trip's back-office page (issue 30, item 2): every rating of the trip, newest first,
 * with who hid which and why. An admin hides one from the trip page with a reason (audited), which
 * takes it out of the public count and average, or shows it again; agents read.
 */
export function ReviewsSection({ tripId, isAdmin }: { tripId: number; isAdmin: boolean }) {
  const remote = useRemote(tripReviewsQuery(tripId));
  const reviews = remote.data?.data ?? [];
  const [hiding, setHiding] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reasonError = reason.trim() ? undefined : 'اكتب سبب الإخفاء';

  const replace = (row: StaffReview) =>
    setData(tripReviewsQuery(tripId), (page) => page && { ...page, data: page.data.map((r) => (r.id === row.id ? row : r)) });
  const run = async (change: () => Promise<StaffReview>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      replace(await change());
      setHiding(null);
      setReason('');
      setMessage({ tone: 'success', text: done });
    } catch (err) {
      setMessage({ tone: 'error', text: (err as { message?: string }).message || errorMessages.server });
    } finally {
      setBusy(false);
    }
  };
  const submitHide = (e: FormEvent, id: number) => {
    e.preventDefault();
    setTried(true);
    if (reasonError) return;
    void run(() => hideReview(tripId, id, reason.trim()), 'أُخفيت المراجعة عن صفحة الرحلة.');
  };

  return (
    <section aria-labelledby="trip-reviews-title" className={panel}>
      <h2 id="trip-reviews-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        المراجعات
      </h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {remote.failed && <Alert tone="error">تعذّر تحميل المراجعات.</Alert>}
      {remote.data && reviews.length === 0 && <p>لا توجد تقييمات لهذه الرحلة بعد.</p>}
      {reviews.length > 0 && (
        <TableScroll label="جدول المراجعات">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">المسافر</th>
                <th scope="col">التقييم</th>
                <th scope="col">التعليق</th>
                <th scope="col">الحالة</th>
                {isAdmin && <th scope="col">إجراء</th>}
              </tr>
            </thead>
            <tbody>
              {reviews.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.reviewer}
                    <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                      الحجز #{r.id} · رحلة {formatMonthYear(r.trip_month)}
                    </span>
                  </td>
                  <td>{formatNumber(r.rate)} من 5</td>
                  <td className={css({ maxWidth: '40ch', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
                    {r.comment ?? '—'}
                  </td>
                  <td>
                    {r.hidden ? (
                      <>
                        <Badge tone="danger">مخفية</Badge>
                        <span className={css({ display: 'block', fontSize: 'sm' })}>
                          {r.hidden.reason}
                          {r.hidden.by ? ` (${r.hidden.by}، ${formatDateTime(r.hidden.at)})` : ''}
                        </span>
                      </>
                    ) : r.booking_status === 'completed' ? (
                      <Badge tone="success">ظاهرة</Badge>
                    ) : (
                      <Badge>لا تظهر: الرحلة لم تنته</Badge>
                    )}
                  </td>
                  {isAdmin && (
                    <td>
                      {r.hidden ? (
                        <Button
                          variant="secondary"
                          isDisabled={busy}
                          onPress={() => void run(() => showReview(tripId, r.id), 'عادت المراجعة إلى صفحة الرحلة.')}
                          aria-label={`إظهار مراجعة ${r.reviewer}`}
                        >
                          إظهار
                        </Button>
                      ) : hiding === r.id ? (
                        <form
                          onSubmit={(e) => submitHide(e, r.id)}
                          noValidate
                          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
                        >
                          <TextField
                            label="سبب الإخفاء"
                            value={reason}
                            onChange={setReason}
                            isRequired
                            autoFocus
                            isInvalid={tried && Boolean(reasonError)}
                            errorMessage={reasonError}
                          />
                          <div className={css({ display: 'flex', gap: '2' })}>
                            <Button type="submit" isPending={busy}>
                              تأكيد الإخفاء
                            </Button>
                            <Button variant="secondary" onPress={() => setHiding(null)}>
                              تراجع
                            </Button>
                          </div>
                        </form>
                      ) : (
                        <Button
                          variant="secondary"
                          isDisabled={busy}
                          onPress={() => {
                            setHiding(r.id);
                            setReason('');
                            setTried(false);
                          }}
                          aria-label={`إخفاء مراجعة ${r.reviewer}`}
                        >
                          إخفاء
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
