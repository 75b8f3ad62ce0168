import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';

/** The centred card every auth page sits in, with the page's one h1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ paddingBlock: { base: '6', md: '12' }, paddingInline: '4', bg: 'bg.subtle', minHeight: '70dvh' })}>
      <section
        aria-labelledby="auth-title"
        className={css({
          maxWidth: '480px',
          marginInline: 'auto',
          bg: 'bg',
          borderRadius: 'card',
          boxShadow: 'card',
          padding: { base: '5', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
        })}
      >
        <h1 id="auth-title" className={css({ fontSize: '2xl', fontWeight: '700' })}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const linksRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
  alignItems: 'center',
});
