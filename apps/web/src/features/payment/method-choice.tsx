import { Label, Radio, RadioGroup } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { PAYMENT_METHOD_LABELS, paymentMessages as m } from '@rihla/contract';
import type { StepMethod } from '@rihla/machines/payment/payment.machine';

const HINTS: Record<StepMethod, string> = {
  creditcard: 'مدى، Visa، Mastercard، American Express',
  stcpay: 'برقم جوالك ورمز تحقق يصلك برسالة',
};

/** The payment methods the site offers, as a react-aria radio group (arrow keys move between them). */
export function MethodChoice(props: {
  methods: readonly StepMethod[];
  value: StepMethod;
  onChange: (m: StepMethod) => void;
  isDisabled?: boolean;
}) {
  if (props.methods.length < 2) return null;
  return (
    <RadioGroup
      value={props.value}
      onChange={(value) => props.onChange(value as StepMethod)}
      isDisabled={props.isDisabled}
      orientation="horizontal"
      className={group}
    >
      <Label className={css({ fontWeight: '700', width: '100%' })}>{m.methodsLabel}</Label>
      {props.methods.map((method) => (
        <Radio key={method} value={method} className={option}>
          <span aria-hidden="true" className={dot} />
          <span className={css({ display: 'flex', flexDirection: 'column' })}>
            <span className={css({ fontWeight: '700' })}>{PAYMENT_METHOD_LABELS[method]}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{HINTS[method]}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

const group = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const option = css({
  flex: '1 1 12rem',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  padding: '3',
  borderRadius: 'control',
  border: '2px solid',
  borderColor: 'border',
  cursor: 'pointer',
  '&[data-selected]': { borderColor: 'accent', bg: 'accent.subtle' },
  focusOutline: 'outside',
  '&[data-disabled]': { opacity: '0.6', cursor: 'default' },
  '&[data-selected] > span[aria-hidden]': { borderColor: 'accent', borderWidth: '6px' },
});
const dot = css({
  width: '5',
  height: '5',
  flexShrink: '0',
  borderRadius: 'full',
  border: '2px solid',
  borderColor: 'fg.muted',
  bg: 'bg',
});
