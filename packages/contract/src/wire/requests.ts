import { Type } from 'typebox';
import { BANNER_TYPES, GENDERS, SORT_OPTIONS } from './enums.ts';
import { id, nullable, oneOf, text } from './build.ts';
import { MAX_ID } from '../api-extras.ts';
import { SEARCH_TEXT_MAX } from '../arabic-text.ts';

// What clients send: bodies, query strings and path parameters, with the caps that keep hostile
// input small. The rules behind each field (and their Arabic messages) are in validation.ts; these
// schemas only refuse what no rule could accept (wrong type, absurd length).

export const IdParams = Type.Object({ id: id() });

export const FileParams = Type.Object({ id: id(), fileId: id() });

export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })) });

/** 0 = any, as the search form sends it. */
const filterId = () => Type.Integer({ minimum: 0, maximum: MAX_ID });

export const TripFilterQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  from_city_id: Type.Optional(filterId()),
  to_city_id: Type.Optional(filterId()),
  to_country_id: Type.Optional(filterId()),
  tag_id: Type.Optional(filterId()),
  start_date: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  count_nights: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
  count_persons: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  sort_by: Type.Optional(oneOf(SORT_OPTIONS)),
  /** Free text (issue 30): matching trips first, by relevance, then in the sort's order. */
  q: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
});

export const LoginBody = Type.Object({ email: text(254), password: text(100) });

export const RegisterBody = Type.Object({
  name: text(100),
  email: text(254),
  country_code: Type.Optional(text(8)),
  phone_number: text(32),
  password: text(100),
  password_confirmation: text(100),
});

export const ResetRequestBody = Type.Object({ email: text(254) });

export const ResetPasswordBody = Type.Object({ token: text(200), password: text(100), password_confirmation: text(100) });

export const VerifyEmailBody = Type.Object({ token: text(200) });

export const OAuthBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096 }),
  redirect_uri: Type.Optional(text(2048)),
  state: Type.Optional(text(256)),
});

export const OAuthStartQuery = Type.Object({ login_hint: Type.Optional(text(254)) });

export const ProfileUpdateBody = Type.Object({
  name: Type.Optional(text(100)),
  birthday: Type.Optional(nullable(text(10))),
  gender: Type.Optional(Type.Unsafe<(typeof GENDERS)[number] | null>({ type: ['string', 'null'], enum: [...GENDERS, null] })),
});

export const FavouriteBody = Type.Unsafe<{ liked?: boolean } | null>({
  type: ['object', 'null'],
  properties: { liked: { type: 'boolean' } },
});

export const RateBody = Type.Object({
  booking_id: id(),
  rate: Type.Integer({ minimum: 0, maximum: 5 }),
  comment: Type.Optional(nullable(text(1000))),
});

export const BannerQuery = Type.Object({ type: oneOf(BANNER_TYPES) });

/**
 * POST /api/customer/trips/book, as multipart/form-data (booking-request.ts encodes and checks it).
 * Traveller i's fields and files are named with [i]; files are JPEG, PNG, WebP or PDF up to 5 MB.
 * Documentation only: the server reads the parts as a stream, the schema never validates them.
 */
export const BookingFormBody = Type.Object(
  {
    trip_id: Type.Integer({ minimum: 1 }),
    from_date: Type.String({ format: 'date' }),
    adults_count: Type.Integer({ minimum: 1 }),
    children_count: Type.Optional(Type.Integer({ minimum: 0 })),
    'nationality[0]': Type.String({ description: 'ISO 3166 alpha-2; [1], [2], … for each further adult' }),
    'passport[0]': Type.String(),
    'passport_expiry[0]': Type.String({ format: 'date' }),
    'passport_image[0]': Type.String({ format: 'binary', description: 'JPEG, PNG, WebP or PDF, at most 5 MB' }),
    'visa_image[0]': Type.Optional(Type.String({ format: 'binary' })),
    'first_name[0]': Type.String({
      description: 'Latin letters, spaces, hyphen, apostrophe, as in the passport; one per traveller, adults then children',
    }),
    'last_name[0]': Type.String(),
    'birth_date[0]': Type.String({ format: 'date', description: 'A child (index ≥ adults_count) is under 12 on from_date' }),
    'gender[0]': Type.String({ enum: ['male', 'female'] }),
    save_travellers: Type.Optional(Type.String({ enum: ['1'], description: "Save the travellers to the customer's account" })),
  },
  {
    description:
      'Travellers are indexed from 0: the adults first (0 .. adults_count-1), then the children. Every traveller sends first_name[i], last_name[i], birth_date[i], gender[i]; each adult also sends nationality[i], passport[i], passport_expiry[i], passport_image[i] and optionally visa_image[i]. Traveller 0 is the lead contact. A form without any first_name (an older client) is answered 422 with an Arabic message.',
  },
);

/** GET /api/trips/{id}/availability: one month (YYYY-MM, default the month of tomorrow) for N travellers. */
export const AvailabilityQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7 })),
  travellers: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
});

/** POST /api/customer/bookings/{id}/cancel: an optional reason. */
export const CancelBookingBody = Type.Unsafe<{ reason?: string | null } | null>({
  type: ['object', 'null'],
  properties: { reason: { type: ['string', 'null'], maxLength: 500 } },
});

/** The header that makes the booking call safe to retry. */
export const BookingHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) });
