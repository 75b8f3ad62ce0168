import type { Kysely } from 'kysely';
import {
  cityPath,
  countryPath,
  formatNumber,
  NOT_FOUND_TEXT,
  PAGE_TEXTS,
  PAGES,
  bookingText,
  bookText,
  cityText,
  countryText,
  faqText,
  homeText,
  packagesText,
  tagText,
  tripText,
  tagPath,
  todayIso,
  tripPath,
  type PageDef,
  type PageMatch,
  type PageText,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { CatalogueView } from '../../catalogue/index.ts';
import { catalogueReader, type CatalogueReader } from './catalogue-data.ts';
import { breadcrumbList, faqPage, touristTrip, travelAgency, type Crumb } from './json-ld.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath, type PreviewKind } from './site.ts';

// The head of each page of the web app (issue 14, item 2): its title and description as its screen
// writes them, its canonical address, the Open Graph and Twitter card tags of a shared link, and its
// schema.org data. Pages, their texts and whether they are indexed are the page table's
// (packages/contract/src/pages.ts); a page whose trip, country, city or tag does not exist, and a
// path no page has, get the not-found title and `noindex`.

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

function head(
  ctx: Context,
  text: PageText & { noindex?: boolean },
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

const HOME_CRUMB: [string, string] = [homeText.title, PAGES.home.path];
const PACKAGES_CRUMB: [string, string] = [packagesText.title, PAGES.packages.path];

/** A page with fixed text: its own path is canonical; its banner (or preview) is its picture. */
function fixedPage(ctx: Context, page: PageDef, text: PageText, path: string, jsonLd: Record<string, unknown>[] = []): PageHead {
  const crumb = page.crumb ? [breadcrumbList(crumbs(ctx, [HOME_CRUMB, [text.title, path]]))] : [];
  return head(ctx, { ...text, noindex: !page.indexed }, path, { kind: 'banner', key: page.banner ?? page.preview ?? 'home' }, [
    ...crumb,
    ...jsonLd,
  ]);
}

/** The head of a page of the table, or null when its subject does not exist. */
async function headOf({ name, page, params }: PageMatch, path: string, ctx: Context): Promise<PageHead | null> {
  const id = Number(params.id);
  switch (name) {
    case 'home': {
      const image = ctx.abs(previewPath('banner', 'home'));
      return fixedPage(ctx, page, homeText, path, [
        travelAgency(await ctx.data.siteInfo(), ctx.abs('/'), ctx.abs('/favicon.svg'), image),
      ]);
    }
    case 'faq':
      return fixedPage(ctx, page, faqText, path, [faqPage(await ctx.data.faqs())]);
    case 'tag': {
      const tag = await ctx.data.tag(id);
      if (!tag) return null;
      const canonical = tagPath(tag.id);
      return head(ctx, tagText(tag), canonical, { kind: 'tag', key: tag.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [tag.name, canonical]])),
      ]);
    }
    case 'country': {
      const country = await ctx.data.country(id);
      if (!country) return null;
      const canonical = countryPath(country.id, country.name);
      return head(ctx, countryText(country), canonical, { kind: 'country', key: country.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [country.name, canonical]])),
      ]);
    }
    case 'city': {
      const city = await ctx.data.city(id);
      if (!city) return null;
      const canonical = cityPath(city.id, city.name);
      return head(ctx, cityText(city), canonical, { kind: 'city', key: city.id }, [
        breadcrumbList(crumbs(ctx, [HOME_CRUMB, PACKAGES_CRUMB, [city.name, canonical]])),
      ]);
    }
    // /trips/{id} answers 301 (modules/pages/page-status.ts); its head is the trip's, should anyone read it.
    case 'trip':
    case 'tripLegacy': {
      const trip = await ctx.data.trip(id);
      if (!trip) return null;
      const canonical = tripPath(trip.id, trip.title);
      const result = head(ctx, tripText(trip), canonical, { kind: 'trip', key: trip.id });
      result.jsonLd.push(touristTrip(trip, result.canonical!, result.image.url, ctx.today, await ctx.data.reviews(trip)));
      // The page's breadcrumb: home › country › city › trip (issue 31, item 7).
      if (trip.to_country?.name)
        result.jsonLd.push(
          breadcrumbList(
            crumbs(ctx, [
              HOME_CRUMB,
              [trip.to_country.name, countryPath(trip.to_country.id, trip.to_country.name)],
              [trip.to_city.name, cityPath(trip.to_city.id, trip.to_city.name)],
              [trip.title, canonical],
            ]),
          ),
        );
      return result;
    }
    case 'book': {
      const trip = await ctx.data.trip(id);
      if (!trip) return null;
      // The wizard is its trip's page seen by a buyer: it names that page as canonical, so search
      // engines fold it in there, and is not kept out by `noindex` or robots.txt, which would
      // leave Lighthouse's SEO audit (issue 28) failing a page customers land on from the trip.
      return head(ctx, bookText(trip), tripPath(trip.id, trip.title), { kind: 'trip', key: trip.id });
    }
    case 'booking':
      return fixedPage(ctx, page, bookingText({ number: formatNumber(id) }), path);
    default:
      // Every back-office page is one page to the outside: /admin.
      return fixedPage(ctx, page, PAGE_TEXTS[name] as PageText, path.startsWith('/admin') ? '/admin' : path);
  }
}

function notFound(ctx: Context): PageHead {
  const page = head(ctx, { ...NOT_FOUND_TEXT, noindex: true }, '/', { kind: 'banner', key: 'home' });
  return { ...page, canonical: null };
}

/**
 * The head of the page at `pathname` (a URL path without its query, as the browser sent it), given
 * its `matchPage` (null: no page has it). Reads the catalogue through its cache: one version read,
 * then kept values.
 */
export function pageHeads(source: HeadSource): (match: PageMatch | null, pathname: string) => Promise<PageHead> {
  const base = source.publicUrl.replace(/\/+$/, '');
  return async (match, pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const ctx: Context = {
      data: catalogueReader(source.db, await source.catalogue()),
      abs: (p) => base + p,
      today: source.today?.() ?? todayIso(),
    };
    return (match && (await headOf(match, path, ctx))) ?? notFound(ctx);
  };
}
