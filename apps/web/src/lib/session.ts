import { createActor } from 'xstate';
import { useSelector } from '@xstate/react';
import {
  TOKEN_STORAGE_KEY,
  selectIsLoggingOut,
  selectIsLogoutDialogOpen,
  selectIsSettled,
  selectIsSignedIn,
  selectShowOverlay,
  selectUser,
  sessionMachine,
} from '@rihla/machines/session/session.machine';
import { fromPromise } from 'xstate';
import { getCustomer } from '../api/get-customer.ts';
import { takeCustomerCheck } from '../api/early-customer.ts';
import { logout } from '../api/auth.ts';
import { onUnauthorized } from '../api/client.ts';
import { tokenStorage } from '../api/token-storage.ts';
import { inspector } from './inspector.ts';
import { sessionStarted } from './session-started.ts';
import { useHydrated } from '@rihla/ui/utils/use-hydrated';

// One session for the whole page: created once, shared by every screen through the hooks below.
let actor: ReturnType<typeof createSessionActor> | undefined;

function createSessionActor() {
  return createActor(
    sessionMachine.provide({
      actors: {
        // The check main.tsx started before this code arrived, when there is one (api/early-customer.ts).
        fetchCustomer: fromPromise(({ signal, input }) => takeCustomerCheck(input.token) ?? getCustomer(signal)),
        revokeToken: fromPromise(() => logout()),
      },
      actions: {
        persistToken: (_, params: { key: string; token: string }) => {
          if (params.key === TOKEN_STORAGE_KEY) tokenStorage.set(params.token);
        },
        forgetToken: () => tokenStorage.remove(),
        reloadPage: () => location.reload(),
      },
    }),
    { input: { token: tokenStorage.get() }, inspect: inspector() },
  );
}

export function sessionActor() {
  if (!actor) {
    actor = createSessionActor();
    actor.start();
    // A call answered 401 while we hold a token: the token is dead, forget it.
    onUnauthorized(() => actor?.send({ type: 'session.expired' }));
    sessionStarted();
  }
  return actor;
}

// Until hydration is over, every page is a guest's, as the server rendered it (use-hydrated.ts).
export const useSessionUser = () => {
  const user = useSelector(sessionActor(), selectUser);
  return useHydrated() ? user : null;
};
const useAfterHydration = (selector: (s: ReturnType<ReturnType<typeof sessionActor>['getSnapshot']>) => boolean) => {
  const value = useSelector(sessionActor(), selector);
  return useHydrated() && value;
};
export const useIsSignedIn = () => useAfterHydration(selectIsSignedIn);
export const useSessionSettled = () => useAfterHydration(selectIsSettled);
export const useSessionOverlay = () => useAfterHydration(selectShowOverlay);
export const useLogoutDialog = () => ({
  isOpen: useSelector(sessionActor(), selectIsLogoutDialogOpen),
  isPending: useSelector(sessionActor(), selectIsLoggingOut),
});
