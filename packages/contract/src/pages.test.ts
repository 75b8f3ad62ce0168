import { describe, expect, it } from 'vitest';
import { matchPage, PAGES, pagePattern, rendersOnServer, type PageDef, type PageName } from './pages.ts';
import { PAGE_TEXTS } from './page-texts/index.ts';

describe('page table', () => {
  it('matches each page by its pattern, with its parameters', () => {
    expect(matchPage('/')?.name).toBe('home');
    expect(matchPage('/faq/')?.name).toBe('faq');
    expect(matchPage('/trip/12/slug')).toMatchObject({ name: 'trip', params: { id: '12', slug: 'slug' } });
    expect(matchPage('/trip/12')).toMatchObject({ name: 'trip', params: { id: '12' } });
    expect(matchPage('/trip/12/slug/book')).toMatchObject({ name: 'book', params: { id: '12', slug: 'slug' } });
    expect(matchPage('/trips/12')?.name).toBe('tripLegacy');
    expect(matchPage('/countries/3')?.name).toBe('country');
    expect(matchPage('/packages/4')?.name).toBe('tag');
    expect(matchPage('/admin/trips/new')?.name).toBe('adminNewTrip');
    expect(matchPage('/admin/trips/7')?.name).toBe('adminTrip');
    expect(matchPage('/admin/content')?.name).toBe('adminContent');
    expect(matchPage('/admin/content/faqs')?.name).toBe('adminContent');
  });

  it('names no page for other paths, and an id is digits', () => {
    for (const path of ['/no/such/page', '/trip/abc', '/trips/12/slug', '/packages/x', '/admin/nothing', '/account/x'])
      expect(matchPage(path), path).toBeNull();
  });

  it('renders on the server all but the personal and one-shot pages, and the booking wizard', () => {
    const browserOnly = [
      '/admin',
      '/admin/bookings/3',
      '/admin/anything',
      '/account',
      '/account/trips/5',
      '/account/other',
      '/auth/callback/google',
      '/auth/verify-email',
    ];
    for (const path of browserOnly) expect(rendersOnServer(path), path).toBe(false);
    // The wizard's trip summary is the same for every visitor (issue 28); its steps are the browser's.
    for (const path of [
      '/',
      '/search',
      '/trip/1/x',
      '/trip/1/x/book',
      '/auth/login',
      '/auth/reset-password',
      '/faq',
      '/no/such/page',
    ])
      expect(rendersOnServer(path), path).toBe(true);
  });

  it('gives every page a title and a description, indexed pages only where the server renders them', () => {
    for (const [name, page] of Object.entries(PAGES) as [PageName, PageDef][]) {
      const of = PAGE_TEXTS[name];
      const text = typeof of === 'function' ? of({ title: 'ت', description: 'و', name: 'ن', number: '1' } as never) : of;
      expect(text.title, name).not.toBe('');
      expect(text.description, name).not.toBe('');
      if (page.indexed) expect(page.browserOnly, name).toBeUndefined();
      if (page.sitemap) expect(page.indexed && !page.subject, name).toBe(true);
    }
  });

  it('turns a pattern into an anchored expression', () => {
    expect(pagePattern('/countries/:id/:slug?').test('/countries/1/a')).toBe(true);
    expect(pagePattern('/countries/:id/:slug?').test('/countries/1/a/b')).toBe(false);
    expect(pagePattern('/').test('/')).toBe(true);
  });
});
