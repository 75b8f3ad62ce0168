import { Type } from 'typebox';
import { bool, dataOf, list, nullable, object, str } from './build.ts';
import {
  Banner,
  BookingWithFiles,
  City,
  CityOption,
  Country,
  FaqItem,
  MessageBody,
  PageMeta,
  SiteInfo,
  Tag,
  TripCard,
  TripAvailability,
  TripDetail,
  User,
} from './entities.ts';

// The answer of every call, by the call's operationId (operations.ts).

export const AuthResponse = Type.Object({ access_token: str(), user: User, message: Type.Optional(str()) });

export const HomeResponse = object({
  countries: list(Country),
  banners: list(Banner),
  trips: object({ featured: list(TripCard), latest: list(TripCard) }),
});

export const TripPage = object({ data: list(TripCard), meta: PageMeta });
export const TripResponse = dataOf(TripDetail);
export const CountriesResponse = dataOf(list(Country));
export const CountryPageResponse = dataOf(object({ country: Country, countries: list(Country), trips: list(TripCard) }));
export const SiteInfoResponse = dataOf(SiteInfo);
export const CityOptionsResponse = dataOf(list(CityOption));
export const CitiesResponse = dataOf(list(City));
export const BannersResponse = dataOf(list(Banner));
/** The spec's FAQ answer is wrapped twice. */
export const FaqResponse = dataOf(dataOf(list(FaqItem)));
export const TagsResponse = dataOf(list(Tag));
export const TagResponse = dataOf(Tag);
export const GeoResponse = object({ data: object({ country_code: nullable(str()) }) });
export const CustomerResponse = dataOf(object({ user: User }));
export const ProfileUpdateResponse = object({ message: str(), data: object({ user: User }) });
export const FavouriteResponse = object({ liked: bool() });
export const FavouritesPage = object({ data: object({ favourites: list(TripCard) }), meta: PageMeta });
export const BookingResponse = dataOf(BookingWithFiles);
export const AvailabilityResponse = dataOf(TripAvailability);
export const CancelBookingResponse = object({ message: str(), data: BookingWithFiles });
export const BookingsPage = object({ data: object({ bookings: list(BookingWithFiles) }), meta: PageMeta });
/** redis: "ok", "unavailable" or "off" (no REDIS_URL; the rate limits are kept in memory). */
export const HealthResponse = Type.Object({ status: str(), redis: Type.Optional(str()) });
export const HealthDownResponse = Type.Object({
  status: str(),
  message: str(),
  redis: Type.Optional(str()),
  storage: Type.Optional(Type.Object({ database: Type.Optional(str()), files: Type.Optional(str()) })),
});
/** Resending the verification link: the account as it is when the address is verified already. */
export const ResendVerificationResponse = Type.Object({ message: str(), data: Type.Optional(object({ user: User })) });
export { MessageBody };
