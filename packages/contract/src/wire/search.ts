import { Type } from 'typebox';
import { SEARCH_TEXT_MAX } from '../arabic-text.ts';
import { int, list, nullable, num, object, oneOf, str } from './build.ts';

// Free-text search (issue 30, item 1): the header box's suggestions. The search itself is
// GET /api/trips/filter with `q` (requests.ts, TripFilterQuery).

export const SuggestionsQuery = Type.Object({ q: Type.String({ maxLength: SEARCH_TEXT_MAX }) });

const place = { id: int(), name: str(), link: Type.String({ description: 'The place page, /countries/{id}/{slug} …' }) };

export const SUGGESTION_KINDS = ['country', 'city', 'tag'] as const;

export const SearchSuggestions = object({
  countries: list(object(place)),
  cities: list(object({ ...place, country: str() })),
  tags: list(object(place)),
  trips: list(
    object({
      id: int(),
      title: str(),
      link: str(),
      price: num(),
      image: nullable(Type.String({ description: 'A small picture (480 px wide at most)' })),
    }),
  ),
  /** With no suggestion: the destination whose name is nearest by trigram similarity ("هل تقصد: الرياض؟"). */
  did_you_mean: Type.Union([object({ kind: oneOf(SUGGESTION_KINDS), ...place }), Type.Null()]),
});
