import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  missingTripFields,
  RECURRING_MAX,
  recurringDates,
  tripMessages as m,
  validateRecurring,
  weekdayOf,
  validateDeparture,
  validateFaq,
  validateSiteInfo,
  validateTrip,
} from './catalogue-validation.ts';
import type { AdminTripInput } from './types.ts';

const trip: AdminTripInput = {
  title: 'رحلة',
  company: 'شركة',
  description: 'وصف',
  images: ['/api/media/trip/a.svg', 'https://cdn.example/b.jpg'],
  program: [{ day: 1, title: 'اليوم الأول', description: 'وصف', image: null }],
  included: [{ name: 'hotel', title: 'فندق' }],
  not_included: [{ name: 'visa', title: 'رسوم التأشيرة' }],
  price: 1000,
  price_before_discount: null,
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 0,
  max_additional_childs: 0,
  price_per_additional_adult: 0,
  price_per_additional_child: 0,
  duration: 3,
  expiry_date: null,
  tags: [1, 2],
  to_city_id: 1,
  from_city_id: null,
  featured: false,
  published: true,
  vat_category: 'standard',
};

describe('a trip from the back office', () => {
  it('accepts a whole trip', () => {
    expect(validateTrip(trip)).toEqual({});
  });

  it('names each wrong field with its own message', () => {
    expect(
      validateTrip({
        ...trip,
        title: '  ',
        price: 0,
        default_adults: 1.5,
        max_additional_childs: 51,
        price_per_additional_child: -1,
        duration: 366,
        expiry_date: '2026-13-01',
        tags: [1, 1],
        images: ['data:image/png;base64,AAAA'],
        included: [{ name: 'x', title: '' }],
        not_included: [{ name: '', title: 'رسوم' }],
      }),
    ).toEqual({
      title: m.title,
      price: m.price,
      default_adults: m.defaultAdults,
      max_additional_childs: m.maxAdditionalChilds,
      price_per_additional_child: m.pricePerAdditionalChild,
      duration: m.duration,
      expiry_date: m.expiryDate,
      tags: m.tags,
      images: m.images,
      included: m.included,
      not_included: m.notIncluded,
    });
  });

  it('wants the price before a discount above the price', () => {
    expect(validateTrip({ ...trip, price_before_discount: 1000 })).toEqual({ price_before_discount: m.priceBeforeDiscount });
    expect(validateTrip({ ...trip, price_before_discount: 1200 })).toEqual({});
  });

  it('says which fields a new trip must have', () => {
    expect(missingTripFields({ title: 'رحلة', price: 10 })).toEqual({
      company: m.company,
      description: m.description,
      default_adults: m.defaultAdults,
      duration: m.duration,
      to_city_id: m.toCity,
    });
  });
});

describe('departures, FAQ and contacts', () => {
  it('checks a departure', () => {
    expect(validateDeparture({ date: '2030-01-01', seats: 4 })).toEqual({});
    expect(validateDeparture({ date: '2030-01-01', seats: 4 }, '2030-01-01')).toEqual({ date: m.departurePast });
    expect(validateDeparture({ date: '2030-01-02', seats: 4 }, '2030-01-01')).toEqual({});
    expect(validateDeparture({ date: '2030-02-30', seats: 0, price: 0 })).toEqual({
      date: m.departureDate,
      seats: m.departureSeats,
      price: m.departurePrice,
    });
  });

  it('needs a question and an answer', () => {
    expect(validateFaq({ question: ' ', answer: '' })).toEqual({ question: m.question, answer: m.answer });
  });

  it('takes https links, phone numbers with digits and a real e-mail', () => {
    const empty = {
      facebook_url: null,
      whatsapp_number: null,
      phone_number: null,
      email_address: null,
      twitter_url: null,
      instagram_url: null,
      appstore_url: null,
      playstore_url: null,
      legal_name: null,
      vat_number: null,
      cr_number: null,
      tourism_licence: null,
      address_building: null,
      address_street: null,
      address_district: null,
      address_city: null,
      address_postal_code: null,
    };
    expect(validateSiteInfo({ ...empty, facebook_url: 'https://facebook.com/rihla', phone_number: '+966500000000' })).toEqual({});
    expect(
      validateSiteInfo({ ...empty, twitter_url: 'http://x.com/rihla', whatsapp_number: '٠٥٠٠', email_address: 'a@b' }),
    ).toEqual({ twitter_url: m.url, whatsapp_number: m.phone, email_address: m.email });
  });

  it('checks the seller’s VAT, CR, building and postal numbers (issue 27)', () => {
    const seller = {
      ...emptySite(),
      legal_name: 'شركة رحلة للسياحة',
      vat_number: '310122393500003',
      cr_number: '1010123456',
      address_building: '1234',
      address_postal_code: '12345',
    };
    expect(validateSiteInfo(seller)).toEqual({});
    const wrong = validateSiteInfo({
      ...seller,
      vat_number: '123',
      cr_number: '12',
      address_building: '1',
      address_postal_code: 'x',
    });
    expect(Object.keys(wrong).sort()).toEqual(['address_building', 'address_postal_code', 'cr_number', 'vat_number']);
  });
});

function emptySite() {
  return Object.fromEntries(
    [
      'facebook_url',
      'whatsapp_number',
      'phone_number',
      'email_address',
      'twitter_url',
      'instagram_url',
      'appstore_url',
      'playstore_url',
      'legal_name',
      'vat_number',
      'cr_number',
      'tourism_licence',
      'address_building',
      'address_street',
      'address_district',
      'address_city',
      'address_postal_code',
    ].map((k) => [k, null]),
  ) as Parameters<typeof validateSiteInfo>[0];
}

describe('recurring departures (issue 31, item 15)', () => {
  it('lists the chosen weekdays between two dates, both included', () => {
    // 2026-12-04 is a Friday.
    expect(weekdayOf('2026-12-04')).toBe(5);
    expect(recurringDates([5], '2026-12-04', '2026-12-25')).toEqual(['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(recurringDates([5, 6], '2026-12-05', '2026-12-12')).toEqual(['2026-12-05', '2026-12-11', '2026-12-12']);
    expect(recurringDates([], '2026-12-01', '2026-12-31')).toEqual([]);
  });

  it('names each wrong field, and refuses more than 104 dates or none', () => {
    const today = '2026-12-01';
    expect(validateRecurring({ weekdays: [5], until: '2027-01-01', seats: 10 }, today)).toEqual({});
    expect(validateRecurring({ weekdays: [], until: '2026-12-01', seats: 0, price: -1 }, today)).toEqual({
      weekdays: m.recurringWeekdays,
      until: m.recurringUntil,
      seats: m.departureSeats,
      price: m.departurePrice,
    });
    expect(
      validateRecurring({ weekdays: [0, 1, 2, 3, 4, 5, 6], until: addDays(today, RECURRING_MAX + 1), seats: 1 }, today),
    ).toEqual({
      until: m.recurringTooMany,
    });
    expect(validateRecurring({ weekdays: [0, 1, 2, 3, 4, 5, 6], until: addDays(today, RECURRING_MAX), seats: 1 }, today)).toEqual(
      {},
    );
    // Tomorrow (a Wednesday) alone, asked for Fridays.
    expect(validateRecurring({ weekdays: [5], until: '2026-12-02', seats: 1 }, today)).toEqual({ until: m.recurringNone });
  });
});
