import {
  errorMessages,
  MAX_BOOKING_TERMS,
  validateBookingTerms,
  validateSiteInfo,
  type AdminSiteInfoValues,
  type FieldErrors,
} from '@rihla/contract';
import { createFormMachine, defaultServerField } from '../form/form.machine.ts';
import type { ApiError } from '../shared/api-error.ts';
import { contentErrorMessage } from './content-editor.machine.ts';

// The site information's two forms in the back office (issue 17), on the form factory: the contacts
// and links, and the booking terms every trip page lists (a list of sentences added, removed and
// moved before it is saved as a whole).

const serverText = (error: ApiError) => (error.status === 0 ? errorMessages.server : contentErrorMessage(error));

export type SiteInfoForm = Record<keyof AdminSiteInfoValues, string>;

/** Empty fields are sent as null: the server clears them. */
export const siteInfoPayload = (v: SiteInfoForm): AdminSiteInfoValues =>
  Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim() ? s.trim() : null])) as AdminSiteInfoValues;

export const validateSiteInfoForm = (v: SiteInfoForm): FieldErrors<string> => validateSiteInfo(siteInfoPayload(v));

export const siteInfoFormMachine = createFormMachine<SiteInfoForm, AdminSiteInfoValues, AdminSiteInfoValues>({
  id: 'siteInfoForm',
  defaults: () => ({
    phone_number: '',
    whatsapp_number: '',
    email_address: '',
    facebook_url: '',
    twitter_url: '',
    instagram_url: '',
    appstore_url: '',
    playstore_url: '',
    legal_name: '',
    vat_number: '',
    cr_number: '',
    tourism_licence: '',
    address_building: '',
    address_street: '',
    address_district: '',
    address_city: '',
    address_postal_code: '',
  }),
  validate: validateSiteInfoForm,
  toPayload: siteInfoPayload,
  errorMessage: serverText,
  // A refusal of a field (a 422 on the VAT number, say) shows next to that field (issue 31, item 12).
  serverField: defaultServerField,
  successMessage: 'حُفظت معلومات الموقع، وهي على الموقع الآن.',
  hasChanges: (v, initial) => JSON.stringify(siteInfoPayload(v)) !== JSON.stringify(siteInfoPayload(initial)),
});

export interface BookingTermsForm {
  terms: string[];
}

export const validateBookingTermsForm = (v: BookingTermsForm): FieldErrors<string> =>
  validateBookingTerms(v.terms.map((t) => t.trim()));

export const bookingTermsFormMachine = createFormMachine<BookingTermsForm, string[], { terms: string[] }>({
  id: 'bookingTermsForm',
  defaults: () => ({ terms: [] }),
  validate: validateBookingTermsForm,
  toPayload: (v) => v.terms.map((t) => t.trim()),
  errorMessage: serverText,
  // The server's `terms` (or `terms.2`) refusal shows under the list, where the form's own does.
  serverField: defaultServerField,
  successMessage: 'حُفظت شروط الحجز، وهي على صفحات الرحلات الآن.',
  hasChanges: (v, initial) => JSON.stringify(v.terms.map((t) => t.trim())) !== JSON.stringify(initial.terms),
});

/** The list edits the form offers before saving; each returns the new list. */
export const termsEdits = {
  add: (terms: readonly string[]) => (terms.length >= MAX_BOOKING_TERMS ? [...terms] : [...terms, '']),
  remove: (terms: readonly string[], i: number) => terms.filter((_, j) => j !== i),
  set: (terms: readonly string[], i: number, value: string) => terms.map((t, j) => (j === i ? value : t)),
  move: (terms: readonly string[], i: number, by: -1 | 1) => {
    const to = i + by;
    if (to < 0 || to >= terms.length) return [...terms];
    const out = [...terms];
    [out[i], out[to]] = [out[to]!, out[i]!];
    return out;
  },
};
