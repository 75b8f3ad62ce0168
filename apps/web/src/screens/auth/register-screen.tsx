import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { useRedirectWhenSignedIn } from '../../features/auth/use-redirect-when-signed-in.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { registerText } from '@rihla/contract';

export default function RegisterScreen() {
  const search = useSearch();
  useDocumentMeta(registerText);
  useRedirectWhenSignedIn();
  return (
    <AuthCard title="إنشاء حساب">
      <RegisterForm />
      <p className={css({ display: 'flex', gap: '1', alignItems: 'center', flexWrap: 'wrap' })}>
        لديك حساب بالفعل؟
        <Link href={`/auth/login${search ? `?${search}` : ''}`} variant="standalone">
          تسجيل الدخول
        </Link>
      </p>
    </AuthCard>
  );
}
