import { useState, type FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { errorMessages, formatDateTime, validateTextCharacters, type AdminBookingDetail } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { setData } from '../../api/use-remote.ts';
import { addBookingNote, adminBookingQuery } from '../admin-api.ts';
import { panel } from '../layout/admin-page.tsx';

/** The API's cap on a note (issue 31, item 13). */
export const MAX_NOTE = 2000;

function noteError(body: string): string | undefined {
  const text = body.trim();
  if (!text) return 'اكتب نص الملاحظة';
  if (text.length > MAX_NOTE) return `الملاحظة أطول من ${MAX_NOTE} حرف`;
  return validateTextCharacters(text, { multiline: true }) ?? undefined;
}

/**
 * "ملاحظات داخلية" on a booking's back-office page (issue 31, item 13): staff's notes, newest first,
 * with who wrote them and when, and a form to add one (audited). The customer never sees them. The
 * call's answer is the booking as it now is, set in the booking's read.
 */
export function BookingNotes({ booking }: { booking: AdminBookingDetail }) {
  const notes = booking.notes ?? [];
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const error = tried ? noteError(body) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (noteError(body)) return;
    setBusy(true);
    setMessage(null);
    try {
      setData(adminBookingQuery(booking.id), await addBookingNote(booking.id, body.trim()));
      setBody('');
      setTried(false);
      setMessage({ tone: 'success', text: 'أُضيفت الملاحظة.' });
    } catch (err) {
      setMessage({ tone: 'error', text: (err as { message?: string }).message || errorMessages.server });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="notes-title" className={panel}>
      <h2 id="notes-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        ملاحظات داخلية
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>للفريق فقط: لا يراها العميل.</p>
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
      {notes.length === 0 ? (
        <p>لا توجد ملاحظات على هذا الحجز.</p>
      ) : (
        <ul aria-label="الملاحظات" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {notes.map((n) => (
            <li key={n.id} className={css({ borderBlockEnd: '1px solid', borderColor: 'border', paddingBlockEnd: '2' })}>
              <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{n.body}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {n.staff_name || 'موظف سابق'}، {formatDateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="إضافة ملاحظة"
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <TextArea
          label="ملاحظة جديدة"
          rows={3}
          maxLength={MAX_NOTE}
          value={body}
          onChange={setBody}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
        <Button type="submit" isPending={busy} className={css({ alignSelf: 'flex-start' })}>
          إضافة الملاحظة
        </Button>
      </form>
    </section>
  );
}
