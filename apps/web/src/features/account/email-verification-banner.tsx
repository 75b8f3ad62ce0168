import { useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { securityMessages, type User } from '@rihla/contract';
import { resendVerification } from '../../api/auth.ts';
import { serverMessage, toApiError } from '@rihla/machines/shared/api-error';

/**
 * Shown on the account page until the e-mail address is verified (issue 12, item 2): until then no
 * Google, Apple or Facebook sign-in can join this account by its e-mail.
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user.email_verified_at !== null) return null; // verified, or an older answer without the field
  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent((await resendVerification()).message);
    } catch (e) {
      setError(serverMessage(toApiError(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', marginBlockEnd: '6' })}>
      <Alert tone="info" title={securityMessages.emailNotVerified}>
        أرسلنا رابط التأكيد إلى <bdi className={css({ overflowWrap: 'anywhere' })}>{user.email}</bdi>. افتح الرابط لتأكيد بريدك
        الإلكتروني.
      </Alert>
      {sent && <Alert tone="success">{sent}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {!sent && (
        <Button variant="secondary" onPress={resend} isDisabled={busy} className={css({ alignSelf: 'flex-start' })}>
          إعادة إرسال رابط التأكيد
        </Button>
      )}
    </div>
  );
}
