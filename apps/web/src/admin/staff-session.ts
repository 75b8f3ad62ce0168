import { useSyncExternalStore } from 'react';
import type { StaffMember } from '@rihla/contract';

// The signed-in staff member of this tab. The token is kept in sessionStorage, not localStorage: a
// back-office session ends with the tab, and is never shared with the customer site's `token`.

const KEY = 'staff_session';
interface Stored {
  token: string;
  staff: StaffMember;
}

let current: Stored | null = read();
const listeners = new Set<() => void>();

function read(): Stored | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function set(next: Stored | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session lives in memory for this page only.
  }
  listeners.forEach((l) => l());
}

export const staffSession = {
  token: () => current?.token ?? null,
  start: (token: string, staff: StaffMember) => set({ token, staff }),
  end: () => set(null),
};

export function useStaff(): StaffMember | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current?.staff ?? null,
    () => null,
  );
}
