import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSessionSettled, useSessionUser } from '../../lib/session.ts';

/**
 * Account pages are for customers (docs/product.md, "Roles"): once the session has settled (the stored
 * token was checked) a guest is sent to the home page. Until then nothing is decided. With `keep`
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
    if (settled && !user && !keep) navigate('/', { replace: true });
  }, [settled, user, keep, navigate]);
  return user ?? (keep ? last.current : null);
}
