import { useState, type FormEvent } from 'react';
import { IsoDateField } from '../../components/iso-date-field.tsx';
import { css } from '@rihla/styled-system/css';
import { errorMessages, todayIso } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { downloadSettlementCsv } from '../admin-api.ts';
import { panel } from '../layout/admin-page.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "تقرير التسوية اليومي" (admins, issue 26, item 5): one Riyadh day's payments and refunds as CSV,
 * for the accountant; today's by default.
 */
export function SettlementReport() {
  const [date, setDate] = useState(() => todayIso());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dateError = ISO_DAY.test(date) ? undefined : 'اختر يوم التقرير';
  const download = async (e: FormEvent) => {
    e.preventDefault();
    if (dateError) return;
    setBusy(true);
    setError(null);
    try {
      await downloadSettlementCsv(date);
    } catch (err) {
      setError((err as { message?: string }).message || errorMessages.server);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="settlement-title" className={panel}>
      <h2 id="settlement-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        تقرير التسوية اليومي
      </h2>
      <p className={css({ color: 'fg.muted' })}>مدفوعات اليوم والمبالغ المستردة فيه (بتوقيت الرياض)، ملفًّا للمحاسب.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <form onSubmit={download} noValidate className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <IsoDateField
          label="يوم التقرير"
          isRequired
          value={date}
          onChange={setDate}
          isInvalid={Boolean(dateError)}
          errorMessage={dateError}
        />
        <Button type="submit" variant="secondary" isPending={busy}>
          تنزيل التقرير (CSV)
        </Button>
      </form>
    </section>
  );
}
