import type { Kysely } from 'kysely';
import { cityPath, countryPath, tagPath, todayIso, tripPath, type BannerType } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { CatalogueView } from '../../catalogue/index.ts';
import { catalogueReader, type CatalogueReader } from './catalogue-data.ts';
import { breadcrumbList, faqPage, touristTrip, travelAgency, type Crumb } from './json-ld.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath, type PreviewKind } from './site.ts';
import { AUTH_PAGES, HOME_CRUMB, NOT_FOUND, PACKAGES_CRUMB, STATIC_PAGES, type PageText } from './page-texts.ts';

// The head of each page of the web app (issue 14, item 2): its title and description as its screen
// writes them, its canonical address, the Open Graph and Twitter card tags of a shared link, and its
// schema.org data. Public routes are those of apps/web/src/app/routes-public.tsx (docs/product.md,
// "Screens and routes"); the auth, booking and account pages get their title and `noindex`; a page
// whose trip, country, city or tag does not exist, and a path no route has, get the not-found title
// and `noindex`.

export interface PageHead {
  /** The page's own name as its screen shows it (og:title); the <title> is documentTitle(name). */
  name: string;
  description: string;
  /** Absolute canonical URL, from PUBLIC_URL; null on a page that does not exist. */
  canonical: string | null;
  noindex: boolean;
  /** The preview picture (1200×630 JPEG), absolute. */
  image: { url: string; width: number; height: number; alt: string };
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd: Record<string, unknown>[];
}

export interface HeadSource {
  db: Kysely<DB>;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The catalogue under its current version (app.catalogue()). */
  catalogue: () => Promise<CatalogueView>;
  /** Today as YYYY-MM-DD (tests fix it); a trip that expired before it is sold out. */
  today?: () => string;
}

interface Context {
  data: CatalogueReader;
  abs: (path: string) => string;
  today: string;
}

type Resolve = (match: RegExpExecArray, ctx: Context) => Promise<PageHead | null>;

const ID = '([0-9]{1,15})';
const SLUG = '(?:/[^/]*)?';

function head(
  ctx: Context,
  text: PageText,
  path: string,
  image: { kind: PreviewKind; key: number | string },
  jsonLd: Record<string, unknown>[] = [],
): PageHead {
  return {
    name: text.title,
    description: text.description,
    canonical: ctx.abs(path),
    noindex: !!text.noindex,
    image: { url: ctx.abs(previewPath(image.kind, image.key)), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: text.title },
    jsonLd,
  };
}

const crumbs = (ctx: Context, items: [string, string][]): Crumb[] => items.map(([name, path]) => ({ name, url: ctx.abs(path) }));

function staticPage(path: string, text: PageText & { banner: BannerType; crumb?: boolean }): [RegExp, Resolve] {
  return [
    new RegExp(`^${path}$`),
    async (_m, ctx) =>
      head(
        ctx,
        text,
        path,
        { kind: 'banner', key: text.banner },
        text.crumb ? [breadcrumbList(crumbs(ctx, [HOME_CRUMB, [text.title, path]]))] : [],
      ),
  ];
}

const ROUTES: [RegExp, Resolve][] = [
  [
    /^\/$/,
    async (_m, ctx) => {
      const text = STATIC_PAGES['/']!;
      const image = ctx.abs(previewPath('banner', 'home'));
      return head(ctx, text, '/', { kind: 'banner', key: 'home' }, [
        travelAgency(await ctx.data.siteInfo(), ctx.abs('/'), ctx.abs('/favicon.svg'), image),
      ]);
    },
  ],
  ...Object.entries(STATIC_PAGES)
    .filter(([path]) => path !== '/' && path !== '/faq')
    .map(([path, text]) => staticPage(path, text)),
  [
    /^\/faq$/,
    async (_m, ctx) => {
      const text = STATIC_PAGES['/faq']!;
      return head(ctx, text, '/faq', { kind: 'banner', key: text.banner }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, [text.title, '/faq']])),
        faqPage(await ctx.data.faqs()),
      ]);
    },
  ],
  [
    new RegExp(`^/packages/${ID}$`),
    async (m, ctx) => {
      const tag = await ctx.data.tag(Number(m[1]));
      if (!tag) return null;
      const path = tagPath(tag.id);
      return head(ctx, { title: tag.title, description: tag.description }, path, { kind: 'tag', key: tag.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [tag.name, path]])),
      ]);
    },
  ],
  [
    new RegExp(`^/countries/${ID}${SLUG}$`),
    async (m, ctx) => {
      const country = await ctx.data.country(Number(m[1]));
      if (!country) return null;
      const path = countryPath(country.id, country.name);
      const text = {
        title: `رحلات ${country.name}`,
        description: `أفضل الرحلات والمدن في ${country.name}: اختر مدينتك واحجز رحلتك.`,
      };
      return head(ctx, text, path, { kind: 'country', key: country.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [country.name, path]])),
      ]);
    },
  ],
  [
    new RegExp(`^/cities/${ID}${SLUG}$`),
    async (m, ctx) => {
      const city = await ctx.data.city(Number(m[1]));
      if (!city) return null;
      const path = cityPath(city.id, city.name);
      const text = { title: `رحلات ${city.name}`, description: `الرحلات المتاحة إلى ${city.name}: قارن الأسعار واحجز رحلتك.` };
      return head(ctx, text, path, { kind: 'city', key: city.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [city.name, path]])),
      ]);
    },
  ],
  [
    // /trips/{id} answers 301 (modules/pages/page-status.ts); its head is the trip's, should anyone read it.
    new RegExp(`^/trips?/${ID}${SLUG}$`),
    async (m, ctx) => {
      const trip = await ctx.data.trip(Number(m[1]));
      if (!trip) return null;
      const path = tripPath(trip.id, trip.title);
      // The trip screen's description: the first 150 characters of the trip's own.
      const text = { title: trip.title, description: trip.description.slice(0, 150) };
      const page = head(ctx, text, path, { kind: 'trip', key: trip.id });
      page.jsonLd.push(touristTrip(trip, page.canonical!, page.image.url, ctx.today));
      return page;
    },
  ],
  [
    new RegExp(`^/trip/${ID}/[^/]*/book$`),
    async (m, ctx) => {
      const trip = await ctx.data.trip(Number(m[1]));
      if (!trip) return null;
      const text = { ...AUTH_PAGES.book!, title: `حجز ${trip.title}` };
      return head(ctx, text, `${tripPath(trip.id, trip.title)}/book`, { kind: 'trip', key: trip.id });
    },
  ],
  [/^\/admin(\/.*)?$/, async (_m, ctx) => head(ctx, AUTH_PAGES.admin!, '/admin', { kind: 'banner', key: 'home' })],
  [new RegExp(`^/account/trips/${ID}$`), async (m, ctx) => head(ctx, AUTH_PAGES.booking!, m[0], { kind: 'banner', key: 'home' })],
  [/^\/auth\/callback\/[^/]+$/, async (m, ctx) => head(ctx, AUTH_PAGES['/auth/login']!, m[0], { kind: 'banner', key: 'home' })],
  ...Object.entries(AUTH_PAGES)
    .filter(([path]) => path.startsWith('/'))
    .map(([path, text]): [RegExp, Resolve] => [
      new RegExp(`^${path}$`),
      async (_m, ctx) => head(ctx, text, path, { kind: 'banner', key: 'home' }),
    ]),
];

function notFound(ctx: Context): PageHead {
  const page = head(ctx, NOT_FOUND, '/', { kind: 'banner', key: 'home' });
  return { ...page, canonical: null };
}

/**
 * The head of the page at `pathname` (a URL path without its query, as the browser sent it). Reads
 * the catalogue through its cache: one version read, then kept values.
 */
export function pageHeads(source: HeadSource): (pathname: string) => Promise<PageHead> {
  const base = source.publicUrl.replace(/\/+$/, '');
  return async (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const ctx: Context = {
      data: catalogueReader(source.db, await source.catalogue()),
      abs: (p) => base + p,
      today: source.today?.() ?? todayIso(),
    };
    for (const [pattern, resolve] of ROUTES) {
      const m = pattern.exec(path);
      if (m) return (await resolve(m, ctx)) ?? notFound(ctx);
    }
    return notFound(ctx);
  };
}
