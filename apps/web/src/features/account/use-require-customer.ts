import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSessionSettled, useSessionUser } from '../../lib/session.ts';
import { loginPathReturningHere } from '../../lib/return-path.ts';

/**
 * Account pages are for customers (docs/product.md, "Roles"): once the session has settled (the stored
 * token was checked) a guest who arrived signed out (an e-mailed link to a booking) is sent to sign in
 * and brought back here; a customer who signs out here goes to the home page. Until the session has
 * settled nothing is decided. With `keep`
 * (a screen holding the customer's unsent work after their session expired) the page stays and the
 * last customer it showed is returned.
 */
export function useRequireCustomer(keep = false) {
  const settled = useSessionSettled();
  const user = useSessionUser();
  const [, navigate] = useLocation();
  const last = useRef(user);
  if (user) last.current = user;
  useEffect(() => {
    if (settled && !user && !keep) navigate(last.current ? '/' : loginPathReturningHere(), { replace: true });
  }, [settled, user, keep, navigate]);
  return user ?? (keep ? last.current : null);
}
