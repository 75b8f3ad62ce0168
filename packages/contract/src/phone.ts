import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { toAsciiDigits } from './digits.ts';
import { validationMessages } from './messages.ts';

// Phone numbers follow each country's real numbering plan (libphonenumber-js, Google's metadata):
// the browser and the server run this same module, so a number the form accepts is exactly a number
// the server stores, always in E.164. See docs/product.md, "Phone numbers". Its own entry point
// (@rihla/contract/phone): the numbering plans weigh about 30 KB gzipped, which pages without a phone
// field never load.

export const DEFAULT_PHONE_COUNTRY = 'sa';

/** Keeps what a phone field accepts: digits (Arabic-Indic turned into ASCII) and a leading plus. */
export function normalizePhone(raw: string): string {
  const ascii = toAsciiDigits(raw)
    .trim()
    .replace(/[^\d+]/g, '');
  // "00" is the international prefix dialled from Saudi Arabia and most of the world.
  const plus = ascii.startsWith('00') ? '+' + ascii.slice(2) : ascii;
  return plus.startsWith('+') ? '+' + plus.slice(1).replace(/\+/g, '') : plus.replace(/\+/g, '');
}

export interface ParsedPhone {
  /** "+966551234567" */
  e164: string;
  /** ISO 3166 alpha-2, lower case ("sa"); the number's own country, whatever was picked. */
  country: string;
  dialCode: string;
  /** The number grouped as its country writes it, without the dial code: "55 123 4567". */
  national: string;
}

function toCountryCode(country: string | undefined): CountryCode | undefined {
  return country && /^[a-z]{2}$/i.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
}

/**
 * A typed or stored number read in the picked country: the national trunk prefix is dropped
 * ("0551234567" in Saudi Arabia is +966551234567), a "+" or "00" number keeps its own country, and
 * spaces, dashes and Arabic-Indic digits are fine. Null when the number cannot exist.
 */
export function parsePhone(raw: string, country: string = DEFAULT_PHONE_COUNTRY): ParsedPhone | null {
  const phone = normalizePhone(raw);
  if (!/\d/.test(phone)) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(phone, toCountryCode(country));
  } catch {
    return null;
  }
  if (!parsed?.isValid() || !parsed.country) return null;
  const dialCode = parsed.countryCallingCode;
  const international = parsed.formatInternational();
  return {
    e164: parsed.number,
    country: parsed.country.toLowerCase(),
    dialCode,
    national: international.slice(`+${dialCode}`.length).trim(),
  };
}

/**
 * What a field holds while its number is still incomplete: "+<dial code><digits>" (the trunk 0
 * dropped), so the value is never mistaken for a finished number and the rule below can explain it.
 */
export function draftPhone(raw: string, dialCode: string): string {
  const phone = normalizePhone(raw);
  if (phone.startsWith('+')) return phone;
  const digits = phone.replace(/^0+/, '');
  return digits ? `+${dialCode}${digits}` : '';
}

/** The country a "+…" number being typed belongs to, as soon as its dial code says so. */
export function countryOfInternational(raw: string): string | null {
  const phone = normalizePhone(raw);
  if (!phone.startsWith('+')) return null;
  try {
    return parsePhoneNumberFromString(phone)?.country?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

/** A number that can exist in its country's numbering plan; the picked country reads numbers typed without a dial code. */
export function validatePhone(value: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  return parsePhone(value, country) ? null : validationMessages.phone;
}
