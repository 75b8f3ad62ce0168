import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { CheckIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';
import { errorStyle } from '../field/field.tsx';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label; may hold a Link (the privacy-policy consent). */
  children: ReactNode;
  /** Shown (and linked with aria-describedby) while `isInvalid` is true. */
  errorMessage?: string;
}

/** A react-aria checkbox whose whole label row is a 44 px target. */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <AriaCheckbox
        {...props}
        aria-describedby={[props['aria-describedby'], showError ? errorId : null].filter(Boolean).join(' ') || undefined}
        className={withClass(root, className)}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden="true">
              {(isSelected || isIndeterminate) && <CheckIcon size={16} />}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {showError && (
        <span id={errorId} className={errorStyle}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

const root = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  cursor: 'pointer',
  color: 'fg',
  '&[data-disabled]': { color: 'fg.muted', cursor: 'not-allowed' },
});
// The box is styled from the label's react-aria state attributes.
const box = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: 'sm',
  border: '2px solid',
  borderColor: 'border.strong',
  bg: 'bg',
  transition: 'background 120ms',
  '[data-selected] > &, [data-indeterminate] > &': { bg: 'accent', borderColor: 'accent', color: 'fg.onAccent' },
  focusOutline: 'parent',
  '[data-invalid] > &': { borderColor: 'danger' },
  '[data-pressed] > &': { transform: 'scale(0.95)' },
});
