import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';
import { AuthCard, linksRowStyle } from '../../features/auth/auth-card.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { SocialSignIn } from '../../features/auth/social-sign-in.tsx';
import { useRedirectWhenSignedIn } from '../../features/auth/use-redirect-when-signed-in.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { loginText } from '@rihla/contract';

export default function LoginScreen() {
  const search = useSearch();
  useDocumentMeta(loginText);
  useRedirectWhenSignedIn();
  return (
    <AuthCard title="تسجيل الدخول">
      <LoginForm />
      <div className={linksRowStyle}>
        <Link href="/auth/forget-password" variant="standalone">
          نسيت كلمة المرور؟
        </Link>
        <p className={css({ display: 'flex', gap: '1', alignItems: 'center', flexWrap: 'wrap' })}>
          ليس لديك حساب؟
          <Link href={`/auth/register${search ? `?${search}` : ''}`} variant="standalone">
            إنشاء حساب جديد
          </Link>
        </p>
      </div>
      <SocialSignIn />
    </AuthCard>
  );
}
