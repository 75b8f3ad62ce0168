import { lazy, Suspense, useEffect } from 'react';
import type { User } from '@rihla/contract';
import { loadUserMenu } from '@rihla/ui/header/header';
import { tokenStorage } from '../../api/token-storage.ts';
import { sessionActor, useLogoutDialog, useSessionOverlay, useSessionUser } from '../../lib/session.ts';

// Modal layers most visits never show: their code loads when first needed.
const LoadingOverlay = lazy(() =>
  import('@rihla/ui/loading-overlay/loading-overlay').then((m) => ({ default: m.LoadingOverlay })),
);
const ConfirmDialog = lazy(() => import('@rihla/ui/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * The session's part of the shell, in its own chunk (it brings XState and the session machine):
 * it starts the session, tells the header who is signed in, shows the full-screen overlay while a
 * stored token is checked, and the "are you sure" dialog of logout.
 */
export default function SessionBridge({ onUser }: { onUser: (user: User | null) => void }) {
  const user = useSessionUser();
  const overlay = useSessionOverlay();
  const logout = useLogoutDialog();
  const send = (type: 'session.logoutConfirm' | 'session.logoutCancel') => sessionActor().send({ type });

  useEffect(() => onUser(user), [user, onUser]);
  // A stored token is being checked: fetch the header's menu meanwhile, so it is there with the name.
  useEffect(() => {
    if (tokenStorage.get()) void loadUserMenu();
  }, []);

  return (
    <Suspense fallback={null}>
      {overlay && <LoadingOverlay isVisible label="جارٍ تحميل حسابك" />}
      {logout.isOpen && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) send('session.logoutCancel');
          }}
          title="تسجيل الخروج"
          message="هل أنت متأكد أنك تريد تسجيل الخروج؟"
          confirmLabel="تسجيل الخروج"
          cancelLabel="إلغاء"
          onConfirm={() => send('session.logoutConfirm')}
          isPending={logout.isPending}
        />
      )}
    </Suspense>
  );
}

/** The user menu's logout item: opens the confirmation (the session module is loaded by then). */
export function askLogout() {
  sessionActor().send({ type: 'session.logout' });
}
