import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';

/** One titled part of the trip form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>{title}</h2>
      {children}
    </section>
  );
}

export const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: '600' });
