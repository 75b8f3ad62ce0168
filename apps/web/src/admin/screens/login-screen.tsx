import { useMemo, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { selectIsBusy, selectStep, staffSignInMachine } from '@rihla/machines/staff-sign-in/staff-sign-in.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { TextField } from '@rihla/ui/text-field/text-field';
import { inspector } from '../../lib/inspector.ts';
import { staffLogin, staffSecondFactor } from '../admin-api.ts';
import { staffSession } from '../staff-session.ts';
import { AdminPage, panel } from '../layout/admin-page.tsx';

/** Where to go after signing in: the address that sent here, if it is in the back office. */
function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/admin(\/|$)/.test(next) && !next.startsWith('/admin/login') ? next : '/admin';
}

/** /admin/login: password, then the authenticator's code (set up from a QR code the first time). */
export default function LoginScreen() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const machine = useMemo(
    () =>
      staffSignInMachine.provide({
        actors: {
          login: fromPromise(({ input }) => staffLogin(input.email, input.password)),
          secondFactor: fromPromise(({ input }) => staffSecondFactor(input)),
        },
        actions: {
          signedIn: (_, { session }) => {
            staffSession.start(session.access_token, session.staff);
            navigate(nextPath(search), { replace: true });
          },
        },
      }),
    [navigate, search],
  );
  const actor = useActorRef(machine, { inspect: inspector() });
  const step = useSelector(actor, selectStep);
  const busy = useSelector(actor, selectIsBusy);
  const { values, login, error, useRecoveryCode, session } = useSelector(actor, (s) => s.context);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'signIn.submit' }));
  const edit = (v: Partial<typeof values>) => actor.send({ type: 'signIn.edit', values: v });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'signIn.submit' });
  };

  return (
    <main id="main" className={css({ minHeight: '100vh', bg: 'bg.subtle', display: 'grid', placeItems: 'center', padding: '4' })}>
      <div className={css({ width: '100%', maxWidth: '440px' })}>
        <AdminPage title="الدخول إلى لوحة التحكم">
          <div className={panel}>
            {error && <Alert tone="error">{error}</Alert>}
            {step === 'password' && (
              <form onSubmit={submit} noValidate className={form} aria-label="البريد الإلكتروني وكلمة المرور">
                <TextField
                  label="البريد الإلكتروني"
                  type="email"
                  inputDir="ltr"
                  autoComplete="username"
                  value={values.email}
                  onChange={(email) => edit({ email })}
                />
                <PasswordField
                  label="كلمة المرور"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={(password) => edit({ password })}
                />
                <Button type="submit" isDisabled={!canSubmit && !busy} isPending={busy}>
                  متابعة
                </Button>
              </form>
            )}
            {step === 'code' && login && (
              <form onSubmit={submit} noValidate className={form} aria-label="التحقق بخطوتين">
                {login.setup ? (
                  <>
                    <p>
                      امسح الرمز بتطبيق المصادقة (Google Authenticator أو Microsoft Authenticator أو غيرهما)، ثم أدخل الرمز المكوّن
                      من 6 أرقام الذي يظهر فيه.
                    </p>
                    <img
                      src={`data:image/svg+xml;utf8,${encodeURIComponent(login.setup.qr_svg)}`}
                      alt="رمز QR لإضافة حسابك إلى تطبيق المصادقة"
                      width={200}
                      height={200}
                      className={css({ alignSelf: 'center', bg: 'white', padding: '2', borderRadius: 'control' })}
                    />
                    <p className={css({ fontSize: 'sm' })}>
                      أو أدخل هذا المفتاح يدويًا:{' '}
                      <bdi dir="ltr" className={css({ fontFamily: 'monospace', overflowWrap: 'anywhere' })}>
                        {login.setup.secret}
                      </bdi>
                    </p>
                  </>
                ) : (
                  <p>
                    {useRecoveryCode ? 'أدخل أحد رموز الاسترداد التي حفظتها.' : 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.'}
                  </p>
                )}
                {useRecoveryCode ? (
                  <TextField
                    label="رمز الاسترداد"
                    inputDir="ltr"
                    autoComplete="off"
                    value={values.recoveryCode}
                    onChange={(recoveryCode) => edit({ recoveryCode })}
                  />
                ) : (
                  <TextField
                    label="رمز التحقق"
                    inputDir="ltr"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={values.code}
                    onChange={(code) => edit({ code })}
                  />
                )}
                <Button type="submit" isDisabled={!canSubmit && !busy} isPending={busy}>
                  دخول
                </Button>
                {!login.setup && (
                  <Button
                    variant="secondary"
                    onPress={() => actor.send({ type: 'signIn.useRecoveryCode', on: !useRecoveryCode })}
                  >
                    {useRecoveryCode ? 'استخدام رمز تطبيق المصادقة' : 'استخدام رمز استرداد'}
                  </Button>
                )}
              </form>
            )}
            {step === 'recoveryCodes' && session?.recovery_codes && (
              <div className={form}>
                <Alert tone="success">تم تفعيل التحقق بخطوتين.</Alert>
                <p>
                  احفظ رموز الاسترداد هذه في مكان آمن: يصلح كل منها مرة واحدة للدخول إن فقدت هاتفك.{' '}
                  <strong>لن تظهر مرة أخرى.</strong>
                </p>
                <ol aria-label="رموز الاسترداد" className={codes}>
                  {session.recovery_codes.map((c) => (
                    <li key={c}>
                      <bdi dir="ltr">{c}</bdi>
                    </li>
                  ))}
                </ol>
                <Button onPress={() => actor.send({ type: 'signIn.codesKept' })}>حفظت الرموز، متابعة</Button>
              </div>
            )}
          </div>
        </AdminPage>
      </div>
    </main>
  );
}

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const codes = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '2',
  listStyle: 'none',
  fontFamily: 'monospace',
  '& > li': { bg: 'bg.subtle', padding: '2', borderRadius: 'control', textAlign: 'center' },
});
