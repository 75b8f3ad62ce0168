import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@rihla/contract';
import { pageScreensOf, readPageScreens } from './page-screens.ts';

describe('the pages’ screens written for the server’s page hints', () => {
  const screens = readPageScreens(path.resolve(import.meta.dirname, '..'));

  it('names each public page’s screen, and no page only the browser draws (measured slower)', () => {
    expect(screens).toMatchObject({
      home: 'src/screens/home/home-screen.tsx',
      search: 'src/screens/search/search-screen.tsx',
      trip: 'src/screens/trip/trip-screen.tsx',
      faq: 'src/screens/faq/faq-screen.tsx',
    });
    for (const name of Object.keys(screens)) expect(PAGES[name as keyof typeof PAGES]).not.toHaveProperty('browserOnly');
    expect(screens).not.toHaveProperty('book');
  });

  it('uses the page table’s names only', () => {
    for (const name of Object.keys(screens)) expect(PAGES).toHaveProperty(name);
  });

  it('reads a table line by line, as the route files write it', () => {
    const source = [
      'const screens = {',
      "  faq: lazy(() => import('../screens/faq/faq-screen.tsx')),",
      "  // note: lazy(() => import('../screens/x.tsx')), in a comment is not a screen",
      '};',
    ].join('\n');
    expect(pageScreensOf(source)).toEqual({ faq: 'src/screens/faq/faq-screen.tsx' });
  });
});
