import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toAsciiDigits } from '@rihla/contract';
import type { CustomerRow } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { countTry, dropCode, liveCode, replaceCode } from './repositories/reauth-codes.ts';

// Export and deletion ask the customer to prove it is them again (issue 29): their password, or for
// an account without one (Google, Facebook) a six-digit code e-mailed to them, valid 15 minutes, five
// tries. A stolen session alone can neither take nor erase their data.

const CODE_TTL_MS = 15 * 60 * 1000;
const CODE_TRIES = 5;

export const reauthMessages = {
  passwordWrong: 'كلمة المرور غير صحيحة',
  codeWrong: 'الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا',
  needed: 'أدخل كلمة المرور أو الرمز المرسل إلى بريدك',
  codeSent: 'أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني، صالحًا لمدة 15 دقيقة',
} as const;

const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** E-mails a fresh code (the last one stops working). */
export async function sendReauthCode(app: FastifyInstance, customer: CustomerRow, purpose: string): Promise<void> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await app.mailOutbox.queue(
    {
      to: customer.email,
      subject: 'رمز التحقق - رحلة',
      text: `مرحبًا ${customer.name}،\n\nرمز التحقق لـ${purpose}: ${code}\n\nصالح لمدة 15 دقيقة. إذا لم تطلبه فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.\n`,
    },
    (trx) => replaceCode(trx, customer.id, hashOf(code), new Date(Date.now() + CODE_TTL_MS).toISOString()),
  );
}

/** Throws 422 (Arabic, on the field) unless the password or the e-mailed code is right. */
export async function confirmIdentity(
  app: FastifyInstance,
  customer: CustomerRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  const password = proof.password ?? '';
  const code = toAsciiDigits(proof.code ?? '').replace(/\s/g, '');
  if (password && customer.password_hash) {
    if (await app.passwords.verify(password, customer.password_hash)) return;
    throw new ApiError(422, reauthMessages.passwordWrong, { password: [reauthMessages.passwordWrong] });
  }
  if (code) {
    const live = await liveCode(app.db, customer.id, new Date().toISOString());
    if (live && live.tries < CODE_TRIES) {
      const given = Buffer.from(hashOf(code));
      if (crypto.timingSafeEqual(given, Buffer.from(live.code_hash))) {
        await dropCode(app.db, live.id);
        return;
      }
      await countTry(app.db, live.id);
    }
    throw new ApiError(422, reauthMessages.codeWrong, { code: [reauthMessages.codeWrong] });
  }
  throw new ApiError(422, reauthMessages.needed, { [customer.password_hash ? 'password' : 'code']: [reauthMessages.needed] });
}
