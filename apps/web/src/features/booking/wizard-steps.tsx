import { css, cx } from '@rihla/styled-system/css';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

// The review comes before the booking is made (issue 31).
const STEPS = ['الحساب', 'بيانات الحجز', 'المراجعة', 'التأكيد'] as const;
// With online payment (issue 26) the booking is paid before it is confirmed.
const STEPS_WITH_PAYMENT = ['الحساب', 'بيانات الحجز', 'المراجعة', 'الدفع', 'التأكيد'] as const;

/**
 * Where the customer is among the steps (four, or five when the site takes payment online); the
 * current one carries aria-current="step".
 */
export function WizardSteps({ current, withPayment = false }: { current: WizardStep; withPayment?: boolean }) {
  const labels = withPayment ? STEPS_WITH_PAYMENT : STEPS;
  return (
    <ol aria-label="خطوات الحجز" className={cx(list, withPayment ? fiveSteps : fourSteps)}>
      {labels
        .map((label, index) => ({ step: index + 1, label }))
        .map(({ step, label }) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} className={cx(item, step <= current && done)}>
            <span aria-hidden="true" className={dot}>
              {step}
            </span>
            <span>
              <span className={css({ srOnly: true })}>الخطوة {step}: </span>
              {label}
            </span>
          </li>
        ))}
    </ol>
  );
}

const list = css({ display: 'flex', gap: '2', justifyContent: 'space-between', counterReset: 'none', flexWrap: 'wrap' });
// Four or five steps do not fit one row of a phone: rows of two there.
const fourSteps = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});
const fiveSteps = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
});
const item = css({
  flex: '1',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'control',
  bg: 'bg.muted',
  color: 'fg.muted',
  fontWeight: '600',
  fontSize: 'sm',
  minWidth: '0',
  '&[aria-current=step]': { bg: 'accent', color: 'fg.onAccent' },
});
const done = css({ color: 'fg' });
const dot = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '7',
  height: '7',
  flexShrink: '0',
  borderRadius: 'full',
  border: '2px solid currentColor',
});
