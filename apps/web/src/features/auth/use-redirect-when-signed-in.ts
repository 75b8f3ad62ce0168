import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useIsSignedIn } from '../../lib/session.ts';
import { safeNext } from '../../lib/return-path.ts';

/**
 * Auth pages send a signed-in customer away (docs/product.md, "Screens and routes"): to `?next=` when a page sent them
 * here (a guest's favourite click), else to the home page.
 */
export function useRedirectWhenSignedIn() {
  const signedIn = useIsSignedIn();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (signedIn) navigate(safeNext(new URLSearchParams(location.search).get('next')), { replace: true });
  }, [signedIn, navigate]);
  return signedIn;
}
