import { SORT_OPTIONS } from '@rihla/contract';

const id = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;

export const filterQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    from_city_id: id,
    to_city_id: id,
    to_country_id: id,
    tag_id: id,
    start_date: { type: 'string', format: 'date', maxLength: 10 },
    count_nights: { type: 'integer', minimum: 0, maximum: 365 },
    count_persons: { type: 'integer', minimum: 0, maximum: 100 },
    sort_by: { type: 'string', enum: [...SORT_OPTIONS] },
  },
} as const;

/** The card every list of trips returns (kept here for the routes that import it from trips). */
export { tripCard as tripCardSchema } from '../responses.ts';
