import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import type { AuthProvider, User } from '@rihla/contract';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { rememberNextForOAuth } from '../../lib/return-path.ts';

const LABELS: Record<AuthProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/**
 * Links Google, Apple or Facebook to this account (issue 12, item 2): a provider never joins an
 * account by its e-mail alone, so the signed-in customer links it here. The same sign-in round trip,
 * made with the customer's token, attaches the provider's identity to this account.
 */
export function LinkedProviders({ user }: { user: User }) {
  const enabled = useSiteInfo()?.auth_providers ?? [];
  if (!enabled.length) return null;
  return (
    <section
      aria-labelledby="linked-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', marginBlockStart: '8' })}
    >
      <h2 id="linked-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        ربط طرق تسجيل الدخول
      </h2>
      {enabled.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className={css({ alignSelf: 'flex-start' })}
          onPress={() => {
            rememberNextForOAuth('/account');
            location.assign(`/api/auth/${provider}/redirect?login_hint=${encodeURIComponent(user.email)}`);
          }}
        >
          ربط حساب {LABELS[provider]}
        </Button>
      ))}
    </section>
  );
}
