// The closed sets of values on the wire. Plain constants, no schema library: the browser imports these.

export const BANNER_TYPES = ['home', 'about-us', 'terms', 'policy', 'faq', 'search'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const SORT_OPTIONS = ['high_price', 'low_price', 'top_rated', 'top_visit'] as const;
export const GENDERS = ['male', 'female'] as const;
export const AUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export const STATUS_ACTORS = ['customer', 'operator', 'system'] as const;
export const FILE_KINDS = ['passport', 'visa'] as const;
