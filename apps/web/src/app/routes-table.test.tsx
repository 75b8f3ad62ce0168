import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { PAGES, type PageName } from '@rihla/contract';
import { publicRoutes } from './routes-public.tsx';
import { customerRoutes } from './routes-customer.tsx';

// The shop's route tables are made from the page table (packages/contract/src/pages.ts): every page
// outside the back office is routed, at the table's path, and nothing else is.
describe('route tables', () => {
  it('route every shop page of the page table at its path', () => {
    const routed = [...publicRoutes, ...customerRoutes].map((route) =>
      isValidElement(route) ? (route.props as { path: string }).path : null,
    );
    const shop = (Object.keys(PAGES) as PageName[]).filter((name) => !PAGES[name].path.startsWith('/admin'));
    expect(new Set(routed)).toEqual(new Set(shop.map((name) => PAGES[name].path)));
    expect(routed.length).toBe(shop.length);
  });
});
