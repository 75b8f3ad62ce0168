// The closed sets of values on the wire. Plain constants, no schema library: the browser imports these.

export const BANNER_TYPES = ['home', 'about-us', 'terms', 'policy', 'faq', 'search'] as const;
// awaiting_payment and expired exist when the site takes payment online (issue 26): a booking waits
// for its payment while it holds its seats, and expires when the hold runs out unpaid.
export const BOOKING_STATUSES = ['awaiting_payment', 'pending', 'confirmed', 'cancelled', 'completed', 'expired'] as const;
/** How a customer can pay online (Moyasar's source types). */
export const PAYMENT_METHODS = ['creditcard', 'applepay', 'stcpay'] as const;
/** A payment's state as the gateway reports it. */
export const PAYMENT_STATES = ['initiated', 'authorized', 'paid', 'failed', 'refunded', 'voided'] as const;
/** A refund's state here: asked of the gateway and waiting (or to be retried), done, or given up. */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export const SORT_OPTIONS = ['high_price', 'low_price', 'top_rated', 'top_visit'] as const;
export const GENDERS = ['male', 'female'] as const;
export const AUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export const STATUS_ACTORS = ['customer', 'operator', 'system'] as const;
export const FILE_KINDS = ['passport', 'visa'] as const;
