import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Link } from '@rihla/ui/link/link';
import { type AuthProvider, errorMessages, oauthCallbackText } from '@rihla/contract';
import { loginWithProvider } from '../../api/auth.ts';
import { serverMessage, toApiError } from '@rihla/machines/shared/api-error';
import { sessionActor } from '../../lib/session.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { takeNextAfterOAuth } from '../../lib/return-path.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

const PROVIDERS: readonly AuthProvider[] = ['google', 'apple', 'facebook'];

/**
 * Where Google, Apple or Facebook send the visitor back (/auth/callback/{provider}?code&state): the
 * code is exchanged once by the server, the session starts and the visitor goes back to the page that
 * sent them to login (the home page when none did).
 */
export default function OAuthCallbackScreen() {
  useDocumentMeta(oauthCallbackText);
  const { provider } = useParams<{ provider: string }>();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const [query] = useState(() => new URLSearchParams(location.search));
  const code = query.get('code');
  const isKnownProvider = PROVIDERS.includes(provider as AuthProvider);
  // The provider refused (the visitor cancelled) or the link is not a real return from it.
  const badReturn =
    !isKnownProvider || !code ? (query.get('error') ? errorMessages.providerNotConfigured : errorMessages.login401) : null;

  useEffect(() => {
    if (badReturn || !code || started.current) return; // a code is exchanged once (StrictMode runs effects twice)
    started.current = true;
    loginWithProvider(provider as AuthProvider, {
      code,
      state: query.get('state') ?? undefined,
      redirect_uri: `${location.origin}/auth/callback/${provider}`,
    }).then(
      ({ access_token, user }) => {
        sessionActor().send({ type: 'session.signedIn', token: access_token, user });
        navigate(takeNextAfterOAuth(), { replace: true });
      },
      (e: unknown) => setError(serverMessage(toApiError(e))),
    );
  }, [badReturn, code, provider, query, navigate]);

  const shown = error ?? badReturn;
  return (
    <AuthCard title="تسجيل الدخول">
      {shown ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Alert tone="error">{shown}</Alert>
          <Link href="/auth/login" variant="standalone">
            العودة إلى تسجيل الدخول
          </Link>
        </div>
      ) : (
        <p role="status">جارٍ تسجيل الدخول…</p>
      )}
    </AuthCard>
  );
}
