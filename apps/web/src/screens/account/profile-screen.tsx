import { AccountLayout } from '../../features/account/account-layout.tsx';
import { ProfileForm } from '../../features/account/profile-form.tsx';
import { EmailVerificationBanner } from '../../features/account/email-verification-banner.tsx';
import { LinkedProviders } from '../../features/account/linked-providers.tsx';
import { PrivacySection } from '../../features/account/privacy-section.tsx';
import { CredentialsSection } from '../../features/account/credentials-section.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { accountText } from '@rihla/contract';

export default function ProfileScreen() {
  useDocumentMeta(accountText);
  const user = useSessionUser();
  return (
    <AccountLayout title="إدارة الحساب">
      {user && <EmailVerificationBanner user={user} />}
      {user && <ProfileForm key={user.id} user={user} />}
      {user && <CredentialsSection key={user.id} user={user} />}
      {user && <LinkedProviders user={user} />}
      {user && <PrivacySection />}
    </AccountLayout>
  );
}
