import { validationMessages } from './messages.ts';

// A traveller's nationality is the ISO 3166-1 alpha-2 code of the passport's country (plus XK,
// Kosovo, whose passports airlines accept under that code). Names are never stored: each screen
// shows the code's Arabic name from the browser's or the server's own Intl data.
const CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`;

export const NATIONALITY_CODES: readonly string[] = CODES.trim().split(/\s+/);
const KNOWN = new Set(NATIONALITY_CODES);

export function isNationality(code: string): boolean {
  return KNOWN.has(code);
}

let names: Intl.DisplayNames | null = null;
/** "SA" → "المملكة العربية السعودية"; an unknown code is shown as it is. */
export function nationalityName(code: string): string {
  names ??= new Intl.DisplayNames(['ar'], { type: 'region' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let sorted: readonly { id: string; label: string }[] | null = null;
/**
 * Every nationality with its Arabic name in Arabic order, named and sorted once: a booking step asks
 * for the list as the customer's countries become known, and 250 names compared letter by letter are
 * a long task on a phone (issue 28).
 */
function byName(): readonly { id: string; label: string }[] {
  if (sorted) return sorted;
  const arabic = new Intl.Collator('ar');
  sorted = NATIONALITY_CODES.map((id) => ({ id, label: nationalityName(id) })).sort((a, b) => arabic.compare(a.label, b.label));
  return sorted;
}

/** Every nationality with its Arabic name, the given countries first, the rest in Arabic order. */
export function nationalityOptions(first: readonly string[] = []): { id: string; label: string }[] {
  const head = first.map((c) => c.toUpperCase()).filter((c, i, a) => KNOWN.has(c) && a.indexOf(c) === i);
  const all = byName();
  return [...head.map((id) => all.find((o) => o.id === id)!), ...all.filter((o) => !head.includes(o.id))];
}

export function validateNationality(code: string): string | null {
  if (!code.trim()) return validationMessages.required;
  return isNationality(code.trim().toUpperCase()) ? null : validationMessages.nationality;
}
