import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { paymentMessages as m } from '@rihla/contract';

/** The wizard's payment step, titled "الدفع"; its heading takes the focus when the wizard arrives. */
export function PaymentSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="step-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: '700', outline: 'none' })}>
        {m.stepTitle}
      </h2>
      {children}
    </section>
  );
}
