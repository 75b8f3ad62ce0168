import type { ReactNode } from 'react';
import { Button, Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { CloseIcon } from '../icons/icons.tsx';
import { iconButtonRecipe } from '../icon-button/icon-button.tsx';

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading that names the dialog. */
  title: string;
  /** Shows the close icon (a button in the dialog's close slot). */
  showCloseButton?: boolean;
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** Dialog content: titled by its heading, with an optional close icon. Wrap it in Modal or a Popover. */
export function Dialog({ title, showCloseButton = true, children, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(root, className)}>
      {({ close }) => (
        <>
          <div className={header}>
            <Heading slot="title" className={css({ fontSize: 'xl', fontWeight: '700', lineHeight: '1.4' })}>
              {title}
            </Heading>
            {showCloseButton && (
              <Button slot="close" aria-label="إغلاق" className={iconButtonRecipe({ variant: 'ghost' })}>
                <CloseIcon />
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </AriaDialog>
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '4', padding: '6', outline: 'none' });
const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '3',
  marginBlockStart: '-2',
});
