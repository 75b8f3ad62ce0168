import type { FaqItem, Review, SiteContacts, TripDetail } from '@rihla/contract';
import { SITE_NAME } from './site.ts';

// schema.org data of the public pages (issue 14, item 2), as JSON-LD. Each builder takes absolute
// URLs; apps/api/test/routes/seo-head.test.ts checks each type's required and expected properties.

type Thing = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/** The breadcrumb the screen shows, in the same order (home first). */
export function breadcrumbList(crumbs: Crumb[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/**
 * A trip: schema.org's TouristTrip for what it is, and Product too, because TouristTrip (an
 * Intangible) has no aggregateRating and search engines show prices and stars for products.
 */
export function touristTrip(trip: TripDetail, url: string, image: string, today: string, reviews: Review[] = []): Thing {
  const expired = trip.expiry_date != null && trip.expiry_date < today;
  const out: Thing = {
    '@context': CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    name: trip.title,
    description: trip.description,
    url,
    image: [image],
    provider: { '@type': 'Organization', name: trip.company },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.program.length,
      itemListElement: trip.program.map((day, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: day.title,
        description: day.description,
      })),
    },
    offers: {
      '@type': 'Offer',
      price: trip.price,
      priceCurrency: 'SAR',
      availability: expired ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
      ...(trip.expiry_date ? { validThrough: trip.expiry_date } : {}),
    },
  };
  if (trip.rates_count > 0 && trip.average_rating != null)
    out.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: trip.average_rating,
      ratingCount: trip.rates_count,
      bestRating: 5,
      worstRating: 1,
    };
  // The reviews the page shows first (issue 30): a rating of no stars is below schema.org's scale.
  const rated = reviews.filter((r) => r.rate >= 1);
  if (rated.length > 0)
    out.review = rated.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer },
      reviewRating: { '@type': 'Rating', ratingValue: r.rate, bestRating: 5, worstRating: 1 },
      ...(r.comment ? { reviewBody: r.comment } : {}),
    }));
  return out;
}

/** The agency itself, on the home page, with the contact details of the contact page. */
export function travelAgency(info: SiteContacts, url: string, logo: string, image: string): Thing {
  const sameAs = [info.facebook_url, info.twitter_url, info.instagram_url].filter((u): u is string => !!u);
  const phone = info.phone_number ?? info.whatsapp_number;
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    name: SITE_NAME,
    url,
    logo,
    image,
    ...(phone ? { telephone: phone } : {}),
    ...(info.email_address ? { email: info.email_address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(phone || info.email_address
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            availableLanguage: ['ar'],
            ...(phone ? { telephone: phone } : {}),
            ...(info.email_address ? { email: info.email_address } : {}),
          },
        }
      : {}),
  };
}

export function faqPage(items: FaqItem[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
