import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, successMessages, validateEmail, validatePassword, validatePasswordConfirmation } from '@rihla/contract';
import { parsePhone, validatePhone } from '@rihla/contract/phone';
import {
  customerOf,
  customers,
  deleteOtherTokens,
  requireCustomer,
  sendVerification,
  toUser,
} from '../../../modules/accounts/index.ts';
import { isUniqueViolation } from '../../../platform/db/constraints.ts';
import { ApiError, unprocessable } from '../../../platform/http-errors.ts';
import { enforceLimit } from '../../../platform/rate-limits.ts';

// /api/customer/account/{email,phone,password} (issue 31, item 9): the customer changes how they sign
// in and are reached. A new e-mail is unverified until its mailed link is opened and needs the
// password (it is how the account is recovered); a password change needs the current one and signs
// every other device out. Taken addresses and numbers get the register form's messages.
export default async function credentialRoutes(app: FastifyInstance) {
  const { db, passwords } = app;

  const wrongPassword = () =>
    new ApiError(422, 'كلمة المرور الحالية غير صحيحة', { current_password: ['كلمة المرور الحالية غير صحيحة'] });

  app.post<{ Body: { email: string; password?: string } }>(
    '/email',
    {
      schema: {
        tags: ['customer'],
        summary: 'A new e-mail address (re-verified)',
        security: wire.bearer,
        body: wire.ChangeEmailBody,
        response: { 200: wire.ProfileUpdateResponse },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      await enforceLimit(request, 'login');
      const customer = customerOf(request);
      const email = request.body.email.trim().toLowerCase();
      const invalid = validateEmail(email);
      if (invalid) throw unprocessable({ email: invalid });
      if (customer.password_hash && !(await passwords.verify(request.body.password ?? '', customer.password_hash)))
        throw new ApiError(422, 'كلمة المرور غير صحيحة', { password: ['كلمة المرور غير صحيحة'] });
      if (email === customer.email) return { message: successMessages.profileUpdated, data: { user: toUser(customer) } };
      if ((await customers.holdersOf(db, email, '')).email) throw unprocessable({ email: errorMessages.emailTaken });
      let changed;
      try {
        changed = await customers.changeEmail(db, customer.id, email);
      } catch (e) {
        if (isUniqueViolation(e)) throw unprocessable({ email: errorMessages.emailTaken });
        throw e;
      }
      await sendVerification(app, changed).catch((err: unknown) => request.log.error({ err }, 'verification e-mail failed'));
      return { message: 'حُفظ بريدك الجديد، وأرسلنا إليه رابطًا لتأكيده', data: { user: toUser(changed) } };
    },
  );

  app.post<{ Body: { country_code: string; phone_number: string } }>(
    '/phone',
    {
      schema: {
        tags: ['customer'],
        summary: 'A new phone number',
        security: wire.bearer,
        body: wire.ChangePhoneBody,
        response: { 200: wire.ProfileUpdateResponse },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const picked = request.body.country_code.trim().toLowerCase() || 'sa';
      const invalid = validatePhone(request.body.phone_number, picked);
      const phone = parsePhone(request.body.phone_number, picked);
      if (invalid || !phone) throw unprocessable({ phone_number: invalid ?? errorMessages.profileInput });
      if (phone.e164 === customer.phone_number)
        return { message: successMessages.profileUpdated, data: { user: toUser(customer) } };
      if ((await customers.holdersOf(db, '', phone.e164)).phone) throw unprocessable({ phone_number: errorMessages.phoneTaken });
      try {
        const changed = await customers.changePhone(db, customer.id, { country_code: phone.country, phone_number: phone.e164 });
        return { message: successMessages.profileUpdated, data: { user: toUser(changed) } };
      } catch (e) {
        if (isUniqueViolation(e)) throw unprocessable({ phone_number: errorMessages.phoneTaken });
        throw e;
      }
    },
  );

  app.post<{ Body: { current_password: string; password: string; password_confirmation: string } }>(
    '/password',
    {
      schema: {
        tags: ['customer'],
        summary: 'A new password (the current one first); other devices are signed out',
        security: wire.bearer,
        body: wire.ChangePasswordBody,
        response: { 200: wire.MessageBody },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      await enforceLimit(request, 'login');
      const customer = customerOf(request);
      const { current_password, password, password_confirmation } = request.body;
      const errors = {
        password: validatePassword(password),
        password_confirmation: validatePasswordConfirmation(password, password_confirmation),
      };
      if (errors.password || errors.password_confirmation) throw unprocessable(errors);
      // An account opened with Google or Facebook sets its first password here, without a current one.
      if (customer.password_hash && !(await passwords.verify(current_password, customer.password_hash))) throw wrongPassword();
      await customers.changePasswordHash(db, customer.id, await passwords.hash(password));
      await deleteOtherTokens(db, customer.id, request.tokenHash!);
      return { message: 'تغيّرت كلمة المرور، وخرجنا من حسابك على الأجهزة الأخرى' };
    },
  );
}
