import type { FileCipher } from '../../platform/file-cipher.ts';
import type { PassportSealer } from './repositories/saved-travellers.ts';

// Passport numbers sealed with the files key like the passport scans (platform/file-cipher.ts).
//
// A saved traveller's passport number sealed with the files key like the passport scans
// (platform/file-cipher.ts, issue 31): key id (16 ASCII hex digits), IV (12), tag (16) and data in
// one blob, the customer's id as the additional data, so a row copied to another customer cannot be
// opened. A copy of the database shows no passport number.

const aad = (customerId: number) => `saved-traveller:${customerId}`;

export function passportSealer(cipher: FileCipher): PassportSealer {
  return {
    seal(customerId, passport) {
      const s = cipher.seal(Buffer.from(passport, 'utf8'), aad(customerId));
      return Buffer.concat([Buffer.from(s.keyId, 'ascii'), s.iv, s.tag, s.data]);
    },
    open(customerId, stored) {
      const b = Buffer.from(stored);
      const keyId = b.subarray(0, 16).toString('ascii');
      return cipher
        .open({ keyId, iv: b.subarray(16, 28), tag: b.subarray(28, 44), data: b.subarray(44) }, aad(customerId))
        .toString('utf8');
    },
  };
}

/** A booking traveller's passport number as stored: sealed, or in clear from before the sealing. */
export interface BookingPassports {
  seal(passport: string): string;
  /** The number; one stored in clear (before the start-up sealing ran) is given back as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

// A booking traveller's number (issue 29, item 9) in the booking_travellers.passport text column:
// "sealed1:" and the base64 of key id, IV, tag and data. Its own additional data, so a sealed
// number cannot be passed off as a saved traveller's or a file's bytes.
const PREFIX = 'sealed1:';
const BOOKING_AAD = 'booking-traveller-passport';

export function bookingPassports(cipher: FileCipher): BookingPassports {
  return {
    seal(passport) {
      if (!passport) return '';
      const s = cipher.seal(Buffer.from(passport, 'utf8'), BOOKING_AAD);
      return PREFIX + Buffer.concat([Buffer.from(s.keyId, 'ascii'), s.iv, s.tag, s.data]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const b = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const keyId = b.subarray(0, 16).toString('ascii');
      return cipher
        .open({ keyId, iv: b.subarray(16, 28), tag: b.subarray(28, 44), data: b.subarray(44) }, BOOKING_AAD)
        .toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
