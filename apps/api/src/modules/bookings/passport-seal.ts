import type { FileCipher } from '../../platform/file-cipher.ts';
import type { PassportSealer } from './repositories/saved-travellers.ts';

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
