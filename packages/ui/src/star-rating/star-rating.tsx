import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { RATING_MAX, formatNumber } from '@rihla/contract';
import { CloseIcon, StarIcon } from '../icons/icons.tsx';
import { FieldError, Label, Description } from '../field/field.tsx';
import { withClass } from '../utils/class-name.ts';

export interface StarRatingProps extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string;
  value?: number;
  defaultValue?: number;
  onChange?: (rate: number) => void;
}

/** Arabic names of each choice: singular, dual, then plural with Arabic-Indic digits. */
export function starLabel(rate: number): string {
  if (rate === 0) return 'بدون نجوم (مسح التقييم)';
  if (rate === 1) return 'نجمة واحدة';
  if (rate === 2) return 'نجمتان';
  return `${formatNumber(rate)} نجوم`;
}

const RATES = Array.from({ length: RATING_MAX + 1 }, (_, i) => i);

/**
 * Whole-star rating 0–5 as a radio group: arrow keys move between choices (mirrored by react-aria in
 * RTL, so the first star is on the right), each choice is named in Arabic, and the cross is the
 * "0" choice that clears the rating.
 */
export function StarRating({
  label = 'التقييم',
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: StarRatingProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value === undefined ? undefined : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(v) => onChange?.(Number(v))}
      className={withClass(root, className)}
    >
      {({ state }) => {
        const current = Number(state.selectedValue ?? 0);
        return (
          <>
            <Label>{label}</Label>
            <div className={row}>
              {RATES.map((rate) => (
                <Radio key={rate} value={String(rate)} aria-label={starLabel(rate)} className={cx(option, rate === 0 && clear)}>
                  {rate === 0 ? (
                    <CloseIcon size={22} />
                  ) : (
                    <StarIcon size={30} filled={rate <= current} className={rate <= current ? filled : empty} />
                  )}
                </Radio>
              ))}
            </div>
            {description && <Description>{description}</Description>}
            <FieldError>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const row = css({ display: 'flex', alignItems: 'center', gap: '0.5' });
const option = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: 'control',
  cursor: 'pointer',
  transition: 'transform 100ms',
  _hovered: { bg: 'bg.muted' },
  _pressed: { transform: 'scale(0.92)' },
  focusOutline: 'auto',
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
});
const clear = css({ color: 'fg.muted', marginInlineEnd: '2', _selected: { color: 'danger' } });
// amber-600 keeps the star outline at 3:1 against white (non-text contrast).
const filled = css({ color: 'star', stroke: '#b45309' });
const empty = css({ color: 'ink.500' });
