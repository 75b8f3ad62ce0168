import { Type } from 'typebox';
import { GENDERS } from './enums.ts';
import { dataOf, id, int, isoDate, list, nullable, object, oneOf, str, text } from './build.ts';

// Saved travellers (issue 31, item 1): a customer's travellers kept, with their consent, for their
// next bookings; listed, edited and removed from the account (/api/customer/travellers).

export const SavedTraveller = object({
  id: int(),
  first_name: str(),
  last_name: str(),
  birth_date: isoDate(),
  gender: oneOf(GENDERS),
  nationality: nullable(str()),
  /** The whole number, to its owner only (stored sealed with the files key). */
  passport: nullable(str()),
  passport_expiry: nullable(isoDate()),
});

/** Create or replace one; the passport fields may be left empty (a child's). */
export const SavedTravellerBody = Type.Object({
  first_name: text(100),
  last_name: text(100),
  birth_date: text(20),
  gender: text(10),
  nationality: Type.Optional(Type.Union([text(4), Type.Null()])),
  passport: Type.Optional(Type.Union([text(40), Type.Null()])),
  passport_expiry: Type.Optional(Type.Union([text(20), Type.Null()])),
});

export const SavedTravellerParams = Type.Object({ id: id() });
export const SavedTravellersAnswer = dataOf(object({ travellers: list(SavedTraveller) }));
export const SavedTravellerAnswer = object({ message: str(), data: object({ traveller: SavedTraveller }) });
