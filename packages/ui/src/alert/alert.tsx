import type { ReactNode } from 'react';
import { css, cva, cx } from '@rihla/styled-system/css';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons.tsx';
import { NativeIconButton } from '../icon-button/native-icon-button.tsx';

export const alertRecipe = cva({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    paddingBlock: '3',
    paddingInline: '4',
    borderRadius: 'control',
    borderInlineStart: '4px solid',
    fontWeight: '600',
  },
  variants: {
    tone: {
      error: { bg: 'danger.subtle', color: 'red.700', borderColor: 'danger' },
      success: { bg: 'success.subtle', color: 'green.800', borderColor: 'success' },
      info: { bg: 'accent.subtle', color: 'brand.700', borderColor: 'accent' },
    },
  },
  defaultVariants: { tone: 'error' },
});

export interface AlertProps {
  /** `error` is the red banner of docs/product.md, "Errors", `success` the green one. */
  tone?: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
  id?: string;
}

/**
 * A banner. Errors use role="alert" (announced at once), success and info role="status" (announced
 * politely). Render it when the message appears so the live region fires.
 */
export function Alert({ tone = 'error', title, children, onDismiss, className, id }: AlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cx(alertRecipe({ tone }), className)}>
      <span className={css({ flexShrink: '0', paddingBlockStart: '0.5' })}>
        {tone === 'success' ? <CheckIcon /> : <AlertIcon />}
      </span>
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '1', alignSelf: 'center' })}>
        {title && <strong>{title}</strong>}
        {children && <div className={css({ fontWeight: title ? '400' : '600' })}>{children}</div>}
      </div>
      {onDismiss && (
        <NativeIconButton
          aria-label="إغلاق التنبيه"
          onClick={onDismiss}
          size="sm"
          className={css({ marginBlock: '-1.5', color: 'inherit' })}
        >
          <CloseIcon size={18} />
        </NativeIconButton>
      )}
    </div>
  );
}
