import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Link } from '@rihla/ui/link/link';
import { verifyEmailText } from '@rihla/contract';
import {
  selectIsVerified,
  selectIsVerifying,
  selectMessage,
  verifyEmailMachine,
} from '@rihla/machines/verify-email/verify-email.machine';
import { getCustomer } from '../../api/get-customer.ts';
import { verifyEmail } from '../../api/auth.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor } from '../../lib/session.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useOneShotActor } from './use-one-shot-actor.ts';

const machine = verifyEmailMachine.provide({
  actors: {
    verifyEmail: fromPromise(({ input }) => verifyEmail(input.token)),
    // A signed-in customer's account page drops its banner.
    refreshCustomer: fromPromise(async () => {
      if (!sessionActor().getSnapshot().context.token) return;
      sessionActor().send({ type: 'session.userUpdated', user: await getCustomer() });
    }),
  },
});

/** The link mailed at registration (/auth/verify-email?token=…): verified once, on opening. */
export default function VerifyEmailScreen() {
  useDocumentMeta(verifyEmailText);
  const actor = useOneShotActor(() =>
    createActor(machine, { input: { token: new URLSearchParams(location.search).get('token') }, inspect: inspector() }),
  );
  const verifying = useSelector(actor, selectIsVerifying);
  const ok = useSelector(actor, selectIsVerified);
  const message = useSelector(actor, selectMessage);
  return (
    <AuthCard title="تأكيد البريد الإلكتروني">
      {verifying ? (
        <p role="status">جارٍ تأكيد البريد الإلكتروني…</p>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Alert tone={ok ? 'success' : 'error'}>{message}</Alert>
          <Link href={ok ? '/account' : '/'} variant="standalone">
            {ok ? 'الذهاب إلى حسابي' : 'العودة إلى الصفحة الرئيسية'}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
