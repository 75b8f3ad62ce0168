import type { ReactNode } from 'react';
import { useHydrated } from '@rihla/ui/utils/use-hydrated';
import { PageLoading } from '../../components/page.tsx';
import { css } from '@rihla/styled-system/css';

/** The centred card every auth page sits in, with the page's one h1. */
/**
 * The card of an auth page. The server renders its title only (the auth pages' shell): a form there
 * would work before the page's script has, and a browser submitting it on its own would put the
 * password in the address. The form follows once the page is hydrated.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={css({ paddingBlock: { base: '6', md: '12' }, paddingInline: '4', bg: 'bg.subtle', minHeight: '70dvh' })}>
      <section
        aria-labelledby="auth-title"
        className={css({
          maxWidth: '480px',
          marginInline: 'auto',
          layerStyle: 'card',
          padding: { base: '5', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
        })}
      >
        <h1 id="auth-title" className={css({ fontSize: '2xl', fontWeight: '700' })}>
          {title}
        </h1>
        {hydrated ? children : <PageLoading label="جارٍ تحميل النموذج" />}
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
