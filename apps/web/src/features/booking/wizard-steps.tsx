import { css, cx } from '@rihla/styled-system/css';

export type WizardStep = 1 | 2 | 3;

const LABELS: Record<WizardStep, string> = { 1: 'الحساب', 2: 'بيانات الحجز', 3: 'التأكيد' };

/** Where the customer is among the three steps; the current one carries aria-current="step". */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol aria-label="خطوات الحجز" className={list}>
      {([1, 2, 3] as const).map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={cx(item, step <= current && done)}>
          <span aria-hidden="true" className={dot}>
            {step}
          </span>
          <span>
            <span className={css({ srOnly: true })}>الخطوة {step}: </span>
            {LABELS[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}

const list = css({ display: 'flex', gap: '2', justifyContent: 'space-between', counterReset: 'none', flexWrap: 'wrap' });
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
