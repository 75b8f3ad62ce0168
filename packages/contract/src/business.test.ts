import { describe, expect, it } from 'vitest';
import { priceBreakdown, totalPrice, travellerLimits, roundMoney } from './pricing.ts';
import {
  durationText,
  seatsLeftText,
  formatDeadline,
  formatHijriDate,
  formatLongDate,
  formatNumber,
  formatRating,
  formatRiyal,
  formatSlashDate,
  truncateChars,
  truncateWords,
} from './format.ts';
import { addDays, isIsoDate, todayIso, tripEndDate } from './dates.ts';
import { cityCardSearchPath, countryCardSearchPath, countryPath, slugify, tripPath, cityPath, tagPath } from './links.ts';
import { parseSearchParams, searchFormToFilter, searchFormToParams } from './search-params.ts';
import { sniffUploadType } from './uploads.ts';
import { bookingStatusStyle, contrastRatio, readableTextOn } from './booking-status.ts';

const trip = {
  price: 1000,
  default_adults: 2,
  default_childs: 1,
  max_additional_adults: 3,
  max_additional_childs: 2,
  price_per_additional_adult: 250.5,
  price_per_additional_child: 100.1,
};

describe('price formula', () => {
  it('is the base price at the default counts and below them', () => {
    expect(totalPrice(trip, 2, 1)).toBe(1000);
    expect(totalPrice(trip, 0, 0)).toBe(1000);
  });
  it('adds each extra adult and child at their prices', () => {
    expect(priceBreakdown(trip, 4, 3)).toEqual({
      base: 1000,
      extraAdults: 2,
      extraChildren: 2,
      extraAdultsCost: 501,
      extraChildrenCost: 200.2,
      total: 1701.2,
    });
  });
  it('rounds to two decimals without float drift', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
  it('gives stepper limits of default + additional', () => {
    expect(travellerLimits(trip)).toEqual({ adults: { min: 0, max: 5 }, children: { min: 0, max: 3 } });
  });
});

describe('formatting: Latin digits everywhere (ar-SA-u-nu-latn)', () => {
  it('riyals with two decimals and a comma for thousands', () => {
    expect(formatRiyal(1234.5)).toBe('1,234.50 ريال');
    expect(formatRiyal(4000)).toBe('4,000.00 ريال');
    expect(formatRiyal(0)).toBe('0.00 ريال');
  });
  it('ratings with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.46)).toBe('3.5');
  });
  it('counts and dates', () => {
    expect(formatNumber(1005)).toBe('1,005');
    expect(formatLongDate('2024-07-31')).toBe('31 يوليو 2024');
    expect(formatHijriDate(new Date('2026-11-22T00:00:00Z'))).toMatch(/^\d+ جمادى الآخرة 1448 هـ$/);
  });
  it('no Arabic-Indic digit in anything it formats', () => {
    const all = [
      formatRiyal(9876543.21),
      formatRating(4.5),
      formatNumber(1234567),
      durationText(45),
      formatLongDate('2025-12-31'),
    ];
    for (const text of all) expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

describe('truncation', () => {
  it('cuts descriptions at 10 words with an ellipsis, only when longer', () => {
    const eleven = 'واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة أحد عشر';
    expect(truncateWords(eleven)).toBe('واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة...');
    expect(truncateWords('رحلة قصيرة')).toBe('رحلة قصيرة');
    expect(truncateWords('a b c d e f g h i j')).toBe('a b c d e f g h i j');
  });
  it('cuts the summary at 255 characters with an ellipsis', () => {
    expect(truncateChars('ب'.repeat(300))).toBe('ب'.repeat(255) + '...');
    expect(truncateChars('ب'.repeat(255))).toBe('ب'.repeat(255));
    expect(Array.from(truncateChars('😀'.repeat(300))).length).toBe(258);
  });
});

describe('duration by the Arabic plural categories (Intl.PluralRules)', () => {
  // One case per CLDR category: zero is never a trip length, so it reads as "other".
  it.each([
    [1, 'يوم واحد'], // one
    [2, 'يومان'], // two
    [3, '3 أيام'], // few
    [10, '10 أيام'],
    [11, '11 يومًا'], // many
    [99, '99 يومًا'],
    [100, '100 يوم'], // other
    [101, '101 يوم'],
    [102, '102 يوم'],
    [103, '103 أيام'], // few again
    [110, '110 أيام'],
    [111, '111 يومًا'], // many again
  ])('%i days: %s', (days, text) => expect(durationText(days)).toBe(text));

  it('every length from 1 to 111 follows its category', () => {
    const rules = new Intl.PluralRules('ar');
    for (let n = 1; n <= 111; n++) {
      const text = durationText(n);
      const expected = {
        one: 'يوم واحد',
        two: 'يومان',
        few: `${n} أيام`,
        many: `${n} يومًا`,
        other: `${n} يوم`,
        zero: `${n} يوم`,
      }[rules.select(n)];
      expect(text, String(n)).toBe(expected);
    }
  });
});

describe('dates', () => {
  it('ends a trip on start + duration − 1', () => {
    expect(tripEndDate('2026-12-30', 3)).toBe('2027-01-01');
    expect(tripEndDate('2026-12-30', 1)).toBe('2026-12-30');
    expect(tripEndDate('2028-02-28', 2)).toBe('2028-02-29');
  });
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(addDays('2026-11-21', 1)).toBe('2026-11-22');
  });
  it("uses Riyadh's today", () => {
    expect(todayIso(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-21');
  });
  it('formats yyyy/MM/dd', () => expect(formatSlashDate('2026-01-05')).toBe('2026/01/05'));
});

describe('links', () => {
  it('turns spaces into hyphens and keeps Arabic', () => {
    expect(slugify('  رحلة   إلى  باريس ')).toBe('رحلة-إلى-باريس');
    expect(slugify('a/b?c#d')).toBe('abcd');
  });
  it('builds trip, country, city and tag paths', () => {
    expect(decodeURIComponent(tripPath(7, 'رحلة إلى باريس'))).toBe('/trip/7/رحلة-إلى-باريس');
    expect(decodeURIComponent(countryPath(3, 'المملكة العربية السعودية'))).toBe('/countries/3/المملكة-العربية-السعودية');
    expect(decodeURIComponent(cityPath(9, 'كوالا لمبور'))).toBe('/cities/9/كوالا-لمبور');
    expect(tagPath(4)).toBe('/packages/4');
  });
  it('builds the home card search links', () => {
    expect(countryCardSearchPath(5)).toBe('/search?source=card&to_city_id=5');
    expect(decodeURIComponent(cityCardSearchPath(5, 'أبها الجديدة'))).toBe('/search?source=card&to_city_id=5&slug=أبها-الجديدة');
  });
});

describe('search parameters', () => {
  const today = '2026-11-21';
  it('fills the defaults', () => {
    expect(parseSearchParams(new URLSearchParams(''), today)).toEqual({
      from_city_id: 0,
      to_city_id: 0,
      to_country_id: 0,
      start_date: today,
      count_nights: 1,
      count_persons: 1,
      sort_by: 'high_price',
      source: null,
      // Free text (issue 30): empty unless given.
      q: '',
    });
  });
  it('resets bad nights, past dates and unknown sorts', () => {
    const f = parseSearchParams(
      new URLSearchParams('count_nights=abc&start_date=2020-01-01&sort_by=evil&count_persons=9'),
      today,
    );
    expect(f.count_nights).toBe(1);
    expect(f.start_date).toBe(today);
    expect(f.sort_by).toBe('high_price');
    expect(f.count_persons).toBe(3);
    expect(parseSearchParams(new URLSearchParams('count_nights=0'), today).count_nights).toBe(1);
    expect(parseSearchParams(new URLSearchParams('count_nights=٣'), today).count_nights).toBe(3);
  });
  it('writes cities only when chosen and round-trips', () => {
    const f = parseSearchParams(new URLSearchParams('to_city_id=4&count_nights=3&sort_by=low_price'), today);
    const p = searchFormToParams(f);
    expect(p.has('from_city_id')).toBe(false);
    expect(parseSearchParams(p, today)).toEqual(f);
    expect(searchFormToFilter(f, 2)).toEqual({
      page: 2,
      to_city_id: 4,
      start_date: today,
      count_nights: 3,
      count_persons: 1,
      sort_by: 'low_price',
    });
  });
});

describe('uploads', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffUploadType(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
  });
  it('refuses HTML and executables whatever their name', () => {
    expect(sniffUploadType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffUploadType(bytes(0x4d, 0x5a))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
  });
});

describe('booking status colours', () => {
  it('keep white text at AA contrast', () => {
    for (const { color } of Object.values(bookingStatusStyle)) {
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(readableTextOn(color)).toBe('#ffffff');
    }
  });
  it('switch to dark text on a light server colour', () => {
    expect(readableTextOn('#fde68a')).toBe('#111827');
  });
});

describe('seats left', () => {
  it.each([
    [1, 'بقي مقعد واحد'],
    [2, 'بقي مقعدان'],
    [3, 'بقي 3 مقاعد'],
    [10, 'بقي 10 مقاعد'],
    [11, 'بقي 11 مقعدًا'],
    [0, 'لا توجد مقاعد'],
  ])('%i: %s', (seats, text) => expect(seatsLeftText(seats)).toBe(text));
});

describe('deadlines in Riyadh time', () => {
  it('a midnight cut-off is the end of the day before', () => {
    expect(formatDeadline('2027-01-05T21:00:00.000Z')).toBe('نهاية يوم 5 يناير 2027');
  });
  it('any other keeps its time', () => {
    expect(formatDeadline('2027-01-05T12:00:00.000Z')).toBe('5 يناير 2027 الساعة 3:00 م');
  });
});
