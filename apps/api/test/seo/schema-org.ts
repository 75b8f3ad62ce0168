import { expect } from 'vitest';

// JSON-LD checked against schema.org's types, for the types the pages use: each object may carry only
// properties its type (or a supertype) defines on schema.org, must carry the properties search
// engines require of it, and its nested values must be of the expected types. The property lists are
// schema.org's own (https://schema.org/TouristTrip, /Product, /Offer, …), narrowed to what we could
// plausibly write; a typo or a property on the wrong type fails.

type Obj = Record<string, unknown>;

const THING = ['@context', '@type', '@id', 'name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName'];
const ORGANIZATION = [...THING, 'logo', 'telephone', 'email', 'contactPoint', 'address', 'aggregateRating', 'areaServed'];

/** Properties each type allows (its own and its supertypes'). */
const PROPERTIES: Record<string, string[]> = {
  TouristTrip: [
    ...THING,
    'provider',
    'itinerary',
    'offers',
    'touristType',
    'subTrip',
    'partOfTrip',
    'arrivalTime',
    'departureTime',
  ],
  Product: [...THING, 'offers', 'aggregateRating', 'review', 'brand', 'sku', 'category'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'validThrough', 'validFrom', 'priceValidUntil', 'seller'],
  AggregateRating: ['@type', 'ratingValue', 'ratingCount', 'reviewCount', 'bestRating', 'worstRating'],
  Review: [...THING, 'author', 'reviewRating', 'reviewBody', 'datePublished', 'itemReviewed'],
  Rating: ['@type', 'ratingValue', 'bestRating', 'worstRating'],
  Person: [...THING, 'givenName', 'familyName'],
  Organization: ORGANIZATION,
  TravelAgency: [...ORGANIZATION, 'priceRange', 'openingHours'],
  ContactPoint: ['@type', 'contactType', 'telephone', 'email', 'availableLanguage', 'areaServed'],
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems'],
  FAQPage: [...THING, 'mainEntity'],
  Question: [...THING, 'acceptedAnswer', 'text'],
  Answer: [...THING, 'text'],
};

/** Properties each type must have here (Google's required fields for the rich result, and ours). */
const REQUIRED: Record<string, string[]> = {
  TouristTrip: ['name', 'description', 'url', 'image', 'offers'],
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability', 'url'],
  AggregateRating: ['ratingValue', 'ratingCount'],
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  Person: ['name'],
  TravelAgency: ['name', 'url', 'logo'],
  ContactPoint: ['contactType'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
};

const typesOf = (o: Obj): string[] => (Array.isArray(o['@type']) ? (o['@type'] as string[]) : [String(o['@type'])]);
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const absolute = (v: unknown, base: string) => typeof v === 'string' && v.startsWith(`${base}/`);

/** Checks one object and every object inside it; `where` names it in failures. */
export function checkThing(o: Obj, base: string, where = 'root'): void {
  const types = typesOf(o);
  for (const t of types) expect(PROPERTIES[t], `${where}: unknown type ${t}`).toBeDefined();
  const allowed = new Set(types.flatMap((t) => PROPERTIES[t] ?? []));
  expect(
    Object.keys(o).filter((k) => !allowed.has(k)),
    `${where}: properties ${types.join('/')} does not have`,
  ).toEqual([]);
  for (const t of types) for (const p of REQUIRED[t] ?? []) expect(o[p], `${where}: ${t}.${p}`).toBeDefined();
  if ('name' in o) expect(nonEmpty(o.name), `${where}.name`).toBe(true);
  if ('url' in o) expect(absolute(o.url, base), `${where}.url ${String(o.url)}`).toBe(true);
  if (types.includes('Offer')) {
    expect(typeof o.price === 'number' && o.price >= 0, `${where}.price`).toBe(true);
    expect(o.priceCurrency).toBe('SAR');
    expect(String(o.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
  }
  if (types.includes('AggregateRating')) {
    expect(o.ratingValue as number).toBeGreaterThanOrEqual(1);
    expect(o.ratingValue as number).toBeLessThanOrEqual(5);
    expect(Number.isInteger(o.ratingCount) && (o.ratingCount as number) > 0).toBe(true);
  }
  if (types.includes('BreadcrumbList') || types.includes('ItemList')) {
    const items = o.itemListElement as Obj[];
    expect(Array.isArray(items) && items.length > 0, `${where}.itemListElement`).toBe(true);
    items.forEach((item, i) => {
      expect(typesOf(item)).toEqual(['ListItem']);
      expect(item.position, `${where} item ${i}`).toBe(i + 1);
      if (types.includes('BreadcrumbList')) {
        expect(nonEmpty(item.name)).toBe(true);
        expect(absolute(item.item, base) || item.item === `${base}/`, `${where} item ${i}: ${String(item.item)}`).toBe(true);
      }
    });
  }
  for (const [key, value] of Object.entries(o)) {
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      if (isObj(v)) {
        expect(v['@type'], `${where}.${key}[${i}] has no @type`).toBeDefined();
        checkThing(v, base, `${where}.${key}[${i}]`);
      }
    });
  }
  if (where === 'root') expect(o['@context']).toBe('https://schema.org');
}
