import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import type { AuthProvider } from '@rihla/contract';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { rememberNextForOAuth } from '../../lib/return-path.ts';

const PROVIDERS: { id: AuthProvider; label: string }[] = [
  { id: 'google', label: 'تسجيل الدخول بحساب Google' },
  { id: 'apple', label: 'تسجيل الدخول بحساب Apple' },
  { id: 'facebook', label: 'تسجيل الدخول بحساب Facebook' },
];

/**
 * Google, Apple and Facebook sign-in: only the providers site info lists (the ones the server has
 * configured) are shown; a greyed-out button with no reason only puzzled people. None configured,
 * no group at all.
 * The server exchanges the provider's code (POST /api/auth/login-by-{provider}); the provider's
 * authorization page is reached through the server's redirect at /api/auth/{provider}/redirect.
 */
export function SocialSignIn() {
  const enabled = useSiteInfo()?.auth_providers ?? [];
  const offered = PROVIDERS.filter((p) => enabled.includes(p.id));
  if (offered.length === 0) return null;
  return (
    <div role="group" aria-labelledby="social-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p id="social-title" className={css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
        أو سجّل الدخول عن طريق
      </p>
      {offered.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          onPress={() => {
            rememberNextForOAuth(new URLSearchParams(location.search).get('next'));
            location.assign(`/api/auth/${p.id}/redirect`);
          }}
        >
          {p.label}
        </Button>
      ))}
    </div>
  );
}
