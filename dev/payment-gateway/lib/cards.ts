// Cards as Moyasar's test environment treats them: the number's brand (mada first, by its BIN), the
// Luhn check, the mask Moyasar answers ("4111-11XX-XXXX-1111"), and the documented test cards with
// the outcome each one gives (docs.moyasar.com/guides/card-payments/test-cards; the Visa and
// Mastercard rows from docs.moyasar.com/testing-cards).

export type CardCompany = 'mada' | 'visa' | 'master' | 'amex';

export interface CardOutcome {
  status: 'paid' | 'failed';
  /** The gateway's words, as the test card table gives them. */
  message: string;
  /** The acquirer's response code ("00" approved, "51" insufficient funds, …). */
  responseCode: string;
}

// mada BIN prefixes, as Moyasar's own SDK matches them (moyasar/moyasar-flutter,
// lib/src/utils/card_network_utils.dart): a mada card is recognised before Visa or Mastercard.
const MADA_BINS = [
  '22337902',
  '22337986',
  '22402030',
  '242030',
  '403024',
  '40545400',
  '406136',
  '406996',
  '40719700',
  '40739500',
  '407520',
  '409201',
  '410621',
  '410685',
  '410834',
  '412565',
  '417633',
  '419593',
  '420132',
  '421141',
  '422817',
  '422818',
  '422819',
  '428331',
  '428671',
  '428672',
  '428673',
  '431361',
  '432328',
  '434107',
  '439954',
  '440533',
  '440647',
  '440795',
  '442463',
  '445564',
  '446393',
  '446404',
  '446672',
  '45488707',
  '455036',
  '455708',
  '457865',
  '457997',
  '458456',
  '462220',
  '468540',
  '468541',
  '468542',
  '468543',
  '474491',
  '483010',
  '483011',
  '483012',
  '484783',
  '486094',
  '486095',
  '486096',
  '489318',
  '489319',
  '49098000',
  '492464',
  '504300',
  '513213',
  '515079',
  '516138',
  '520058',
  '521076',
  '52166100',
  '524130',
  '524514',
  '524940',
  '529415',
  '529741',
  '530060',
  '531196',
  '535825',
  '535989',
  '536023',
  '537767',
  '53973776',
  '543085',
  '543357',
  '549760',
  '554180',
  '555610',
  '558563',
  '588845',
  '588848',
  '588850',
  '589206',
  '604906',
  '636120',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
  '968208',
  '968209',
  '968211',
];

export function cardCompany(number: string): CardCompany | null {
  if (MADA_BINS.some((bin) => number.startsWith(bin))) return 'mada';
  if (/^3[47]\d{13}$/.test(number)) return 'amex';
  if (/^4\d{15}$/.test(number)) return 'visa';
  if (/^(5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{12}|2720\d{12})$/.test(number)) return 'master';
  return null;
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4111111111111111" → "4111-11XX-XXXX-1111": the first six and last four digits, in groups of four. */
export function maskCardNumber(number: string): string {
  const masked = number.slice(0, 6) + 'X'.repeat(Math.max(0, number.length - 10)) + number.slice(-4);
  return masked.match(/.{1,4}/g)!.join('-');
}

const approved = (): CardOutcome => ({ status: 'paid', message: 'APPROVED', responseCode: '00' });
const failed = (message: string, responseCode: string): CardOutcome => ({ status: 'failed', message, responseCode });
const NOT_ENROLLED = '3-D Secure transaction attempt failed (Not Enrolled)';

/** The documented test cards and their outcomes once 3-D Secure is approved. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  // mada
  '4201320111111010': approved(),
  '4201320000013020': failed('UNSPECIFIED FAILURE', '99'),
  '4201320000311101': failed('INSUFFICIENT FUNDS', '51'),
  '4201320131000508': failed('DECLINED: LOST CARD', '41'),
  '4201321234411220': failed('DECLINED', '05'),
  '4201322267774310': failed('DECLINED: EXPIRED CARD', '54'),
  '4201326324640570': failed('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61'),
  '4201321144311528': failed('DECLINED: STOLEN CARD', '43'),
  // Visa
  '4111111111111111': approved(),
  '4123120000000000': failed('UNSPECIFIED FAILURE', '99'),
  '4123120001090000': failed('INSUFFICIENT FUNDS', '51'),
  '4123450131000508': failed(NOT_ENROLLED, '3D'),
  '4123120001090109': failed('DECLINED', '05'),
  // Mastercard
  '5421080101000000': approved(),
  '5105105105105100': failed('UNSPECIFIED FAILURE', '99'),
  '5457210001000092': failed('INSUFFICIENT FUNDS', '51'),
  '5204010101000000': failed(NOT_ENROLLED, '3D'),
};

/** A card not in the table fails, as the current test card page says. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? failed('UNSPECIFIED FAILURE', '99');
}

/** The message a payment gets when the customer fails the 3-D Secure challenge. */
export const THREE_DS_FAILED = '3-D Secure transaction attempt failed';

// Apple Pay in the test environment answers by amount (docs.moyasar.com/guides/apple-pay/test-cards).
const APPLE_PAY_RANGES: ReadonlyArray<[number, number, CardOutcome]> = [
  [20000, 30000, approved()],
  [100000, 110000, failed('UNSPECIFIED FAILURE', '99')],
  [110100, 120000, failed('INSUFFICIENT FUNDS', '51')],
  [120100, 130000, failed('DECLINED: LOST CARD', '41')],
  [130100, 140000, failed('DECLINED', '05')],
  [140100, 150000, failed('DECLINED: EXPIRED CARD', '54')],
  [150100, 160000, failed('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61')],
  [160100, 170000, failed('DECLINED: STOLEN CARD', '43')],
];

/** Outside the documented ranges Moyasar fails; this local gateway approves, so any total can be paid. */
export function applePayOutcome(amount: number): CardOutcome {
  return APPLE_PAY_RANGES.find(([from, to]) => amount >= from && amount <= to)?.[2] ?? approved();
}
