// Link rules of docs/product.md, "Screens and routes". A slug is the name with runs of spaces turned into hyphens
// (Arabic letters kept); characters that would break a path are dropped. Pages resolve by id, so a
// stale or hand-typed slug still lands on the right page.

export function slugify(name: string): string {
  return name
    .trim()
    .replace(/[/?#%\\]+/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export const tripPath = (id: number, title: string) => `/trip/${id}/${encodeURIComponent(slugify(title))}`;
export const tripBookPath = (id: number, title: string) => `${tripPath(id, title)}/book`;
/** A booking's own page in the account area (the wizard's last step and the e-mails link to it). */
export const bookingPath = (id: number) => `/account/trips/${id}`;
export const countryPath = (id: number, name: string) => `/countries/${id}/${encodeURIComponent(slugify(name))}`;
export const cityPath = (id: number, name: string) => `/cities/${id}/${encodeURIComponent(slugify(name))}`;
/** Tag listing. The original linked every category to /packages/1; each now links to its own tag. */
export const tagPath = (id: number) => `/packages/${id}`;

/** Home country card: a search for trips to that country's destination city. */
export const countryCardSearchPath = (cityId: number) => `/search?source=card&to_city_id=${cityId}`;
/** Home city card (first list): the same, plus the city's slug. */
export const cityCardSearchPath = (cityId: number, name: string) =>
  `${countryCardSearchPath(cityId)}&slug=${encodeURIComponent(slugify(name))}`;
export const countryMorePath = (countryId: number) => `/search?to_country_id=${countryId}`;
