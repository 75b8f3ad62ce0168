import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Link } from '@rihla/ui/link/link';
import { oauthCallbackText } from '@rihla/contract';
import { oauthCallbackMachine, selectError } from '@rihla/machines/oauth-callback/oauth-callback.machine';
import { loginWithProvider } from '../../api/auth.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor } from '../../lib/session.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { takeNextAfterOAuth } from '../../lib/return-path.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useOneShotActor } from './use-one-shot-actor.ts';

/**
 * Where Google, Apple or Facebook send the visitor back (/auth/callback/{provider}?code&state): the
 * code is exchanged once by the server, the session starts and the visitor goes back to the page that
 * sent them to login (the home page when none did).
 */
export default function OAuthCallbackScreen() {
  useDocumentMeta(oauthCallbackText);
  const { provider } = useParams<{ provider: string }>();
  const [, navigate] = useLocation(); // the same function on every render (wouter)
  const actor = useOneShotActor(() => {
    const query = new URLSearchParams(location.search);
    const machine = oauthCallbackMachine.provide({
      actors: {
        exchangeCode: fromPromise(({ input }) =>
          loginWithProvider(input.provider, {
            code: input.code,
            state: input.state,
            redirect_uri: `${location.origin}/auth/callback/${input.provider}`,
          }),
        ),
      },
      actions: {
        signedIn: (_, { token, user }) => {
          sessionActor().send({ type: 'session.signedIn', token, user });
          navigate(takeNextAfterOAuth(), { replace: true });
        },
      },
    });
    return createActor(machine, {
      input: { provider, code: query.get('code'), state: query.get('state'), denied: !!query.get('error') },
      inspect: inspector(),
    });
  });
  const error = useSelector(actor, selectError);
  return (
    <AuthCard title="تسجيل الدخول">
      {error ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Alert tone="error">{error}</Alert>
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
