import { useEffect, useRef, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Link } from '@rihla/ui/link/link';
import { securityMessages, verifyEmailText } from '@rihla/contract';
import { getCustomer } from '../../api/get-customer.ts';
import { verifyEmail } from '../../api/auth.ts';
import { serverMessage, toApiError } from '@rihla/machines/shared/api-error';
import { sessionActor } from '../../lib/session.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

/** The link mailed at registration (/auth/verify-email?token=…): verified once, on opening. */
export default function VerifyEmailScreen() {
  useDocumentMeta(verifyEmailText);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  useEffect(() => {
    if (!token || started.current) return; // StrictMode runs effects twice; the link works once
    started.current = true;
    verifyEmail(token).then(
      async ({ message }) => {
        setResult({ ok: true, message });
        // A signed-in customer's account page drops its banner.
        if (sessionActor().getSnapshot().context.token)
          await getCustomer().then(
            (user) => sessionActor().send({ type: 'session.userUpdated', user }),
            () => {},
          );
      },
      (e: unknown) => setResult({ ok: false, message: serverMessage(toApiError(e)) }),
    );
  }, [token]);
  const shown = result ?? (token ? null : { ok: false, message: securityMessages.verificationInvalid });
  return (
    <AuthCard title="تأكيد البريد الإلكتروني">
      {shown ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Alert tone={shown.ok ? 'success' : 'error'}>{shown.message}</Alert>
          <Link href={shown.ok ? '/account' : '/'} variant="standalone">
            {shown.ok ? 'الذهاب إلى حسابي' : 'العودة إلى الصفحة الرئيسية'}
          </Link>
        </div>
      ) : (
        <p role="status">جارٍ تأكيد البريد الإلكتروني…</p>
      )}
    </AuthCard>
  );
}
