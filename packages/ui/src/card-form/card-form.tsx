import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import {
  CARD_BRAND_NAMES,
  cardBrand,
  cardDetails,
  cardDigits,
  cardMaxLength,
  cardMessages as m,
  formatCardNumber,
  formatExpiry,
  formatHalalas,
  todayIso,
  toAsciiDigits,
  validateCard,
  type CardDetails,
  type CardField,
  type CardFields,
  type IsoDate,
} from '@rihla/contract';
import { Alert } from '../alert/alert.tsx';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { useFormattedInput } from './formatted-input.ts';

export type { CardDetails, CardFields };

export interface CardFormProps {
  /** The total to pay, in halalas: the button reads "ادفع 1,234.50 ريال". */
  amountHalalas: number;
  /** A checked card, in the gateway's parts; the app sends it to the gateway (never to our server). */
  onSubmit: (card: CardDetails) => void;
  /** The payment is being created: the button spins and refuses a second press, the fields are read-only. */
  isPending?: boolean;
  /** The gateway's answer (a declined card), in Arabic: shown in an alert above the button. */
  error?: string;
  /** Riyadh's today: a card expiring before its month is refused. */
  today?: IsoDate;
  /** What the fields start with (a story, a test). */
  defaultValues?: Partial<CardFields>;
  /** Shows the errors of `defaultValues` at once, as after a press of the button. */
  revealErrors?: boolean;
  className?: string;
}

const EMPTY: CardFields = { name: '', number: '', expiry: '', cvc: '' };
const ORDER: readonly CardField[] = ['name', 'number', 'expiry', 'cvc'];

/**
 * The card form of the payment step: name on the card, number (grouped as typed, its brand shown),
 * expiry (MM/YY) and security code, checked by the contract's `validateCard` when a field is left and
 * when the button is pressed, each error next to its field. The digits are left to right inside the
 * right-to-left page. It keeps what is typed; the checked card goes out through `onSubmit` only.
 */
export function CardForm({
  amountHalalas,
  onSubmit,
  isPending = false,
  error,
  today = todayIso(),
  defaultValues,
  revealErrors = false,
  className,
}: CardFormProps) {
  const [values, setValues] = useState<CardFields>(() => ({ ...EMPTY, ...defaultValues }));
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(() => new Set(revealErrors ? ORDER : []));
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // One card per press: blocks a second submit until the owner has rendered its pending state.
  const sending = useRef(false);
  useEffect(() => {
    sending.current = false;
  });

  const errors = validateCard(values, today);
  const shown = (field: CardField) => (touched.has(field) ? errors[field] : undefined);
  const set = (field: CardField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const leave = (field: CardField) => () => setTouched((t) => (t.has(field) ? t : new Set([...t, field])));
  const brand = cardBrand(cardDigits(values.number));

  // After a refused press, the first field in error takes the focus (its error is read with it).
  useEffect(() => {
    if (attempts) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isPending || sending.current) return;
    const card = cardDetails(values, today);
    if (!card) {
      setTouched(new Set(ORDER));
      setAttempts((n) => n + 1);
      return;
    }
    sending.current = true;
    onSubmit(card);
  };

  return (
    <Form ref={formRef} onSubmit={submit} validationBehavior="aria" aria-label={m.formLabel} className={cx(form, className)}>
      <TextField
        label={m.nameLabel}
        description={m.nameHint}
        value={values.name}
        onChange={set('name')}
        onBlur={leave('name')}
        isInvalid={Boolean(shown('name'))}
        errorMessage={shown('name')}
        isRequired
        isReadOnly={isPending}
        autoComplete="cc-name"
        autoCorrect="off"
        spellCheck="false"
        inputDir="ltr"
      />

      <DigitsField
        label={m.numberLabel}
        value={values.number}
        onChange={set('number')}
        format={formatNumber}
        onBlur={leave('number')}
        error={shown('number')}
        isPending={isPending}
        autoComplete="cc-number"
        end={
          // Announced politely as the brand is found; the region is always there so the change is heard.
          <span aria-live="polite" aria-atomic="true" className={brandSlot}>
            {brand && (
              <Badge tone="accent">
                <span className={srOnly}>{m.brand}: </span>
                {CARD_BRAND_NAMES[brand]}
              </Badge>
            )}
          </span>
        }
      />

      <div className={pair}>
        <DigitsField
          label={m.expiryLabel}
          description={m.expiryHint}
          placeholder="MM/YY"
          value={values.expiry}
          onChange={set('expiry')}
          format={formatExpiry}
          onBlur={leave('expiry')}
          error={shown('expiry')}
          isPending={isPending}
          autoComplete="cc-exp"
        />
        <TextField
          label={m.cvcLabel}
          description={m.cvcHint}
          value={values.cvc}
          onChange={(v) => set('cvc')(toAsciiDigits(v).replace(/\D/g, '').slice(0, 4))}
          onBlur={leave('cvc')}
          isInvalid={Boolean(shown('cvc'))}
          errorMessage={shown('cvc')}
          isRequired
          isReadOnly={isPending}
          inputMode="numeric"
          autoComplete="cc-csc"
          inputDir="ltr"
        />
      </div>

      {error && <Alert>{error}</Alert>}

      <Button type="submit" isPending={isPending} className={payButton}>
        {m.pay} {formatHalalas(amountHalalas)}
      </Button>
    </Form>
  );
}

interface DigitsFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** What is shown for what was typed: "4201 3201 1111 1010", "08/29". */
  format: (raw: string) => string;
  onBlur: () => void;
  error?: string;
  isPending: boolean;
  autoComplete: string;
  /** Beside the digits, at their end (the brand badge). */
  end?: ReactNode;
}

/** A react-aria text field of digits, grouped as typed, left to right, with room for a badge. */
function DigitsField(props: DigitsFieldProps) {
  const { label, description, placeholder, value, onBlur, error, isPending, autoComplete, end } = props;
  const { ref, onChange, onBeforeInput } = useFormattedInput(value, props.onChange, props.format);
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired
      isReadOnly={isPending}
      className={fieldStyle}
    >
      <Label>{label}</Label>
      <Group dir="ltr" className={group}>
        <Input
          ref={ref}
          dir="ltr"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          onBeforeInput={onBeforeInput}
          className={digits}
        />
        {end}
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{error}</FieldError>
    </AriaTextField>
  );
}

/** The number's digits, as many as its brand takes, grouped. */
function formatNumber(raw: string): string {
  const digits = toAsciiDigits(raw).replace(/\D/g, '');
  return formatCardNumber(digits.slice(0, cardMaxLength(cardBrand(digits))));
}

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const pair = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', alignItems: 'start' });
const group = css(inputRaw, { display: 'flex', alignItems: 'center', gap: '2', paddingBlock: '0' });
const digits = css({
  flex: '1',
  minWidth: '0',
  minHeight: '42px',
  bg: 'transparent',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  _placeholder: { color: 'fg.muted' },
});
const brandSlot = css({ display: 'inline-flex', flexShrink: '0' });
const srOnly = css({ srOnly: true });
const payButton = css({ width: '100%' });
