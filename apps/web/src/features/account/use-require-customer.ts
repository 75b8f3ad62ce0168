import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSessionSettled, useSessionUser } from '../../app/session.ts';

/**
 * Account pages are for customers (SPEC.md section 6): once the session has settled (the stored
 * token was checked) a guest is sent to the home page. Until then nothing is decided.
 */
export function useRequireCustomer() {
  const settled = useSessionSettled();
  const user = useSessionUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (settled && !user) navigate('/', { replace: true });
  }, [settled, user, navigate]);
  return user;
}
