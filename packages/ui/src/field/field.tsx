import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';

// The parts every form field is composed of, as in react-spectrum's starters: a label, an optional
// description, an error that react-aria ties to the input with aria-describedby, and one input look.

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={cx(labelStyle, className)} />;
}

export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cx(descriptionStyle, className)} />;
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={withClass(errorStyle, className)} />;
}

export const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' });

export const labelStyle = css({ fontWeight: '600', fontSize: 'sm', color: 'fg' });
export const descriptionStyle = css({ fontSize: 'sm', color: 'fg.muted' });
export const errorStyle = css({ fontSize: 'sm', color: 'danger', fontWeight: '600' });

/**
 * The box of an input, a select button or a group holding an input and its buttons. Raw, so a caller
 * overriding a property merges with `css(inputRaw, {...})` (atomic classes cannot be overridden by
 * concatenation).
 */
export const inputRaw = css.raw({
  width: '100%',
  minHeight: '44px',
  paddingInline: '3',
  paddingBlock: '2',
  bg: 'bg',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'control',
  fontSize: 'md',
  transition: 'border-color 120ms',
  _placeholder: { color: 'fg.muted' },
  _hovered: { borderColor: 'fg' },
  focusOutline: 'close',
  _focusWithin: { borderColor: 'accent' },
  _invalid: { borderColor: 'danger', borderWidth: '2px' },
  _disabled: { bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed', borderColor: 'border' },
});
export const inputStyle = css(inputRaw);
