import type { HTMLAttributes } from 'react';
import { css, cx } from '@rihla/styled-system/css';

/**
 * The width and padding every screen shares inside the shell's <main>. A `className` adds the
 * screen's own layout (a grid beside a panel); it must not set these four properties again.
 */
export function Page({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(pageStyle, className)} />;
}

const pageStyle = css({ maxWidth: '1200px', marginInline: 'auto', paddingInline: '4', paddingBlock: '6' });

export const pageTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', lineHeight: '1.3' });
export const sectionTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' });

/** Announced while a screen's data loads (docs/product.md, "States": loading indicator on during fetches). */
export function PageLoading({ label = 'جارٍ التحميل' }: { label?: string }) {
  return (
    <p role="status" className={css({ paddingBlock: '10', textAlign: 'center', color: 'fg.muted' })}>
      <span aria-hidden="true" className={spinner} />
      {label}…
    </p>
  );
}

const spinner = css({
  display: 'inline-block',
  width: '5',
  height: '5',
  marginInlineEnd: '2',
  verticalAlign: 'middle',
  borderRadius: 'full',
  border: '3px solid',
  borderColor: 'accent.subtle',
  borderBlockStartColor: 'accent',
  animation: 'spin 0.8s linear infinite',
});
