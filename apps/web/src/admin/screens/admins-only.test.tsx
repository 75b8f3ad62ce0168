import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { signIn, signOut } from '../testing/staff-fixtures.ts';

// Issue 31, item 11: an agent who opens an admin-only address reads why, and nothing is asked of the
// server (no invite form to fill, no list that fails to load).
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('screens for admins only', () => {
  for (const path of ['/admin/staff', '/admin/audit', '/admin/invoices', '/admin/invoices/3']) {
    it(`${path}: an agent is told it is for admins`, async () => {
      const api = fakeApi({});
      signIn('agent');
      renderRoute(path);
      expect(await screen.findByText('هذه الصفحة للمديرين فقط. تواصل مع مدير لو احتجت إليها.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(api.calls.filter((c) => !c.includes('/api/admin/me') && !c.includes('/api/data'))).toEqual([]);
    });
  }
});
