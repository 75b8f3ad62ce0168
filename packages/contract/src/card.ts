import { toAsciiDigits } from './digits.ts';
import { formatRiyal } from './format.ts';
import { cardMessages as m } from './messages.ts';
import type { IsoDate } from './types.ts';

// The rules of the card form of the payment step (issue 26): what the browser checks before it sends
// the card to the gateway (Moyasar), so the customer hears about a mistyped number next to the field
// instead of from the gateway. Card numbers never reach our server; these run in the browser only.

export type CardBrand = 'mada' | 'visa' | 'master' | 'amex';

/** As the cards print them: the badge beside the number. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  mada: 'mada',
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'Amex',
};

/**
 * The lengths a number of each brand may have. Moyasar's own SDKs refuse fewer than 16 digits
 * (Amex's 15 aside); Visa also issues 19-digit cards.
 */
export const CARD_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  mada: [16],
  visa: [16, 19],
  master: [16],
  amex: [15],
};

/** The most digits the number field takes for a brand (19 while the brand is unknown). */
export function cardMaxLength(brand: CardBrand | null): number {
  return brand ? Math.max(...CARD_LENGTHS[brand]) : 19;
}

/** Rejects nothing: Arabic-Indic digits become ASCII, spaces and dashes go; anything else stays to be refused. */
export function cardDigits(input: string): string {
  return toAsciiDigits(input).replace(/[\s\u00a0-]/g, '');
}

/** The Luhn check digit (ISO/IEC 7812) over a string of ASCII digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// The mada BIN prefixes, as Moyasar's own SDKs detect mada: the `madaRanges` list of
// github.com/moyasar/moyasar-flutter (lib/src/utils/card_utils.dart) and moyasar-android-sdk, plus
// 605141 from moyasar-react-native (src/helpers/mada_util.ts). Most are Visa or Mastercard numbers:
// mada is checked first, so a co-branded card is shown (and priced by the gateway) as mada.
// prettier-ignore
const MADA_PREFIXES: readonly string[] = [
  '22337902', '22337986', '22402030', '242030', '403024', '40545400', '406136', '406996', '40719700',
  '40739500', '407520', '409201', '410621', '410685', '410834', '412565', '417633', '419593', '420132',
  '421141', '422817', '422818', '422819', '428331', '428671', '428672', '428673', '431361', '432328',
  '434107', '439954', '440533', '440647', '440795', '442463', '445564', '446393', '446404', '446672',
  '45488707', '455036', '455708', '457865', '457997', '458456', '462220', '468540', '468541', '468542',
  '468543', '474491', '483010', '483011', '483012', '484783', '486094', '486095', '486096', '489318',
  '489319', '49098000', '492464', '504300', '513213', '515079', '516138', '520058', '521076', '52166100',
  '524130', '524514', '524940', '529415', '529741', '530060', '531196', '535825', '535989', '536023',
  '537767', '53973776', '543085', '543357', '549760', '554180', '555610', '558563', '588845', '588848',
  '588850', '589206', '604906', '605141', '636120', '968201', '968202', '968203', '968204', '968205',
  '968206', '968207', '968208', '968209', '968211',
];

const AMEX = /^3[47]/;
const VISA = /^4/;
// 51–55 and the 2-series 2221–2720.
const MASTER = /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/;

/** The brand a number (or its first digits, as typed) belongs to; mada wins over Visa and Mastercard. */
export function cardBrand(digits: string): CardBrand | null {
  if (MADA_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'mada';
  if (AMEX.test(digits)) return 'amex';
  if (VISA.test(digits)) return 'visa';
  if (MASTER.test(digits)) return 'master';
  return null;
}

/** "4201 3201 1111 1010"; Amex as its cards print it, "3782 822463 10005". */
export function formatCardNumber(digits: string): string {
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * "MM/YY" as the card prints it; "M/YY", "MMYY", "MM/YYYY", spaces and Arabic-Indic digits too.
 * Null when it is not a month 1–12 and a year; whether it is past is `expiryPassed`'s question.
 */
export function parseExpiry(input: string): CardExpiry | null {
  const text = toAsciiDigits(input).replace(/\s/g, '');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good until the end of its month. */
export function expiryPassed(expiry: CardExpiry, today: IsoDate): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiry.year * 12 + expiry.month < year * 12 + month;
}

/** No card is issued for longer than this: a later year is a typing mistake. */
export const CARD_MAX_YEARS_AHEAD = 20;

/**
 * The expiry field as it is typed: digits only, "/" after the month once the year begins, at most
 * MM/YY. A month typed as one digit and a slash ("4/") becomes "04/".
 */
export function formatExpiry(input: string): string {
  const text = toAsciiDigits(input);
  const single = /^\s*(\d)\s*[/.-]/.exec(text);
  const digits = (single ? `0${text.replace(/\D/g, '')}` : text.replace(/\D/g, '')).slice(0, 4);
  if (digits.length > 2 || (single && digits.length === 2)) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The name as the gateway takes it: trimmed, single spaces. */
export function cardName(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export type CardFields = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

// Moyasar asks for the holder's name in Latin letters, spaces and hyphens, first and last (its test
// cards: "any name made of at least two words"; its SDKs' name rule).
const LATIN_NAME = /^[A-Za-z][A-Za-z -]*$/;

export function validateCardName(input: string): string | null {
  const name = cardName(input);
  if (!name) return m.nameRequired;
  if (!LATIN_NAME.test(name)) return m.nameLatin;
  return name.split(' ').filter((word) => /[A-Za-z]/.test(word)).length >= 2 ? null : m.nameTwoWords;
}

export function validateCardNumber(input: string): string | null {
  const digits = cardDigits(input);
  if (!digits) return m.numberRequired;
  if (!/^\d+$/.test(digits)) return m.numberInvalid;
  const brand = cardBrand(digits);
  if (!brand) return digits.length >= 12 && luhnValid(digits) ? m.brandUnsupported : m.numberInvalid;
  return CARD_LENGTHS[brand].includes(digits.length) && luhnValid(digits) ? null : m.numberInvalid;
}

export function validateExpiry(input: string, today: IsoDate): string | null {
  if (!input.trim()) return m.expiryRequired;
  const expiry = parseExpiry(input);
  if (!expiry || expiry.year > Number(today.slice(0, 4)) + CARD_MAX_YEARS_AHEAD) return m.expiryInvalid;
  return expiryPassed(expiry, today) ? m.expired : null;
}

/** Three digits, four on an Amex; either while the brand is not known. */
export function cvcLengths(brand: CardBrand | null): readonly number[] {
  if (brand === 'amex') return [4];
  return brand ? [3] : [3, 4];
}

export function validateCvc(input: string, brand: CardBrand | null): string | null {
  const cvc = toAsciiDigits(input).trim();
  if (!cvc) return m.cvcRequired;
  return /^\d+$/.test(cvc) && cvcLengths(brand).includes(cvc.length) ? null : m.cvcInvalid;
}

/** Every field's Arabic error; an empty object when the card may be sent to the gateway. */
export function validateCard(fields: CardFields, today: IsoDate): CardErrors {
  const errors: CardErrors = {};
  const brand = cardBrand(cardDigits(fields.number));
  const found: [CardField, string | null][] = [
    ['name', validateCardName(fields.name)],
    ['number', validateCardNumber(fields.number)],
    ['expiry', validateExpiry(fields.expiry, today)],
    ['cvc', validateCvc(fields.cvc, brand)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}

/** What the browser sends to the gateway: a checked card, in its parts. */
export interface CardDetails {
  name: string;
  /** Digits only. */
  number: string;
  month: number;
  /** Four digits. */
  year: number;
  cvc: string;
  brand: CardBrand;
}

/** The card in the gateway's terms, or null while `validateCard` finds an error. */
export function cardDetails(fields: CardFields, today: IsoDate): CardDetails | null {
  if (Object.keys(validateCard(fields, today)).length) return null;
  const number = cardDigits(fields.number);
  const { month, year } = parseExpiry(fields.expiry)!;
  return { name: cardName(fields.name), number, month, year, cvc: toAsciiDigits(fields.cvc).trim(), brand: cardBrand(number)! };
}

// Money. The gateway counts halalas (1 riyal = 100), in integers: no floating point reaches a payment.

/**
 * Riyals to integer halalas: 1234.5 or "1234.50" gives 123450. Throws a RangeError for anything that
 * is not a non-negative amount of at most two decimals (1.005, 0.1 + 0.2 unrounded, NaN, -1): a
 * payment is never rounded silently.
 */
export function toHalalas(riyals: number | string): number {
  if (typeof riyals === 'string') {
    const match = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(riyals);
    if (!match) throw new RangeError(`Not an amount in riyals: ${JSON.stringify(riyals)}`);
    const halalas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (!Number.isSafeInteger(halalas)) throw new RangeError(`Amount too large: ${riyals}`);
    return halalas;
  }
  const halalas = Math.round(riyals * 100);
  // h / 100 is the double nearest to the exact h/100, as is the literal of an amount with two decimals:
  // equal exactly when the amount has at most two.
  if (!Number.isSafeInteger(halalas) || halalas < 0 || halalas / 100 !== riyals) {
    throw new RangeError(`Not an amount in riyals with at most two decimals: ${riyals}`);
  }
  return halalas || 0;
}

/** "1234.50": halalas as plain riyals with two decimals, for files a spreadsheet reads (CSV). */
export const plainRiyals = (halalas: number): string => (halalas / 100).toFixed(2);

/** "1,234.50 ريال", in the site's riyal format (format.ts). */
export function formatHalalas(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`Halalas must be an integer: ${halalas}`);
  return formatRiyal(halalas / 100);
}
