import { useEffect, useRef } from 'react';
import { css } from '@rihla/styled-system/css';
import { NativeButton } from '@rihla/ui/button/native-button';
import { Page } from './page.tsx';

export interface PageLoadFailedProps {
  /** What could not be loaded, e.g. 'تعذّر تحميل الرحلة'. */
  title: string;
  onRetry: () => void;
}

/**
 * A screen whose data did not arrive because the network or the server failed (not a 404): says so
 * and offers to try again. The heading takes focus so a screen-reader user hears why the page is
 * empty.
 */
export function PageLoadFailed({ title, onRetry }: PageLoadFailedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', paddingBlock: '16' })}>
      <h1 ref={heading} tabIndex={-1} className={css({ fontSize: '2xl', fontWeight: '700', outline: 'none' })}>
        {title}
      </h1>
      <p className={css({ color: 'fg.muted', textAlign: 'center' })}>تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</p>
      <NativeButton onClick={onRetry}>إعادة المحاولة</NativeButton>
    </Page>
  );
}
