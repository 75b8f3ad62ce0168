import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import {
  errorMessages,
  RESET_PASSWORD_PATH,
  successMessages,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  type RegisterPayload,
} from '@rihla/contract';
import { parsePhone } from '@rihla/contract/phone';
import { validateRegister } from '@rihla/contract/register-validation';
import { ApiError, fieldErrors, unprocessable } from '../../platform/http-errors.ts';
import { enforceLimit, limitsUnavailable } from '../../platform/rate-limits.ts';
import {
  requireCustomer,
  toUser,
  customers,
  passwordResets as resets,
  deleteToken,
  issueToken,
  sendVerification,
} from '../../modules/accounts/index.ts';
import { newToken, tokenHash } from '../../platform/tokens.ts';
import { isUniqueViolation } from '../../platform/db/constraints.ts';
import socialRoutes from './social.ts';
import emailVerificationRoutes from './verify-email.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** The failed-login store did not answer: 503, logged (platform/rate-limits.ts). */
const storeDown =
  (request: FastifyRequest) =>
  (err: unknown): never => {
    request.log.warn({ err }, 'login failure store unavailable');
    throw limitsUnavailable();
  };

export default async function authRoutes(app: FastifyInstance) {
  const { db, config, mailOutbox, passwords, loginGuard } = app;

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    { schema: { tags: ['auth'], body: wire.LoginBody, response: { 200: wire.AuthResponse } } },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      // The address's own budget first, then this address's failures on this account.
      await enforceLimit(request, 'login');
      // Login fails closed: failures that cannot be counted are not allowed to be made.
      const wait = await loginGuard.wait(email, request.ip).catch(storeDown(request));
      if (wait > 0) throw new ApiError(429, errorMessages.tooManyRequests, undefined, { 'retry-after': String(wait) });
      const errors = fieldErrors({ email: validateEmail(email), password: request.body.password ? null : validatePassword('') });
      if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0]![0]!, errors);
      const customer = await customers.byEmail(db, email);
      // Hash even for an unknown address so the answer takes as long either way.
      const ok = await passwords.verify(request.body.password, customer?.password_hash ?? null);
      if (!customer || !customer.password_hash || !ok) {
        await loginGuard.failed(email, request.ip).catch(storeDown(request));
        throw new ApiError(401, errorMessages.login401);
      }
      // A success that cannot be recorded only leaves earlier failures to expire on their own.
      await loginGuard
        .succeeded(email, request.ip)
        .catch((err: unknown) => request.log.warn({ err }, 'login failures not cleared'));
      return { access_token: await issueToken(db, customer.id), user: toUser(customer) };
    },
  );

  app.post<{ Body: RegisterPayload }>(
    '/register',
    { schema: { tags: ['auth'], body: wire.RegisterBody, response: { 200: wire.AuthResponse } } },
    async (request) => {
      await enforceLimit(request, 'register');
      const body = request.body;
      const picked = (body.country_code || 'sa').trim().toLowerCase();
      // The number read in the picked country by the browser's own rule (packages/contract phone.ts):
      // stored in E.164, under the number's own country.
      const phone = parsePhone(body.phone_number, picked);
      const payload: RegisterPayload = {
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        country_code: phone?.country ?? picked,
        phone_number: phone?.e164 ?? body.phone_number,
        password: body.password,
        password_confirmation: body.password_confirmation,
      };
      const errors: Record<string, string | null> = { ...validateRegister(payload) };
      if (!/^[a-z]{2}$/.test(payload.country_code)) errors.country_code = 'رمز الدولة غير صالح';
      if (Object.values(errors).some(Boolean)) throw unprocessable(errors);

      const taken = async () => {
        const held = await customers.holdersOf(db, payload.email, payload.phone_number);
        return unprocessable({
          phone_number: held.phone ? errorMessages.phoneTaken : null,
          email: held.email ? errorMessages.emailTaken : null,
        });
      };
      const existing = await taken();
      if (existing.errors && Object.keys(existing.errors).length) throw existing;

      const password_hash = await passwords.hash(payload.password);
      try {
        const created = await customers.registerCustomer(db, {
          name: payload.name,
          email: payload.email,
          country_code: payload.country_code,
          phone_number: payload.phone_number,
          password_hash,
        });
        // Signed in at once (docs/product.md, "States"); the address is verified by the link mailed now.
        await sendVerification(app, created).catch((err: unknown) => request.log.error({ err }, 'verification e-mail failed'));
        return { access_token: await issueToken(db, created.id), user: toUser(created) };
      } catch (e) {
        // Two registrations racing for the same address: the database's unique index decides.
        if (isUniqueViolation(e)) throw await taken();
        throw e;
      }
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], security: wire.bearer, response: { 200: wire.MessageBody } }, onRequest: requireCustomer },
    async (request) => {
      await deleteToken(db, request.tokenHash!);
      return { message: 'تم تسجيل الخروج' };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/reset-password-request',
    { schema: { tags: ['auth'], body: wire.ResetRequestBody, response: { 200: wire.MessageBody } } },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const invalid = validateEmail(email);
      if (invalid) throw unprocessable({ email: invalid });
      await enforceLimit(request, 'reset', email);
      const customer = await customers.byEmail(db, email);
      if (!customer) throw new ApiError(404, errorMessages.resetNotFound);
      const token = newToken();
      const hash = tokenHash(token);
      const link = `${config.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
      // The reset and its e-mail in one transaction, into the mail outbox (platform/mail/outbox.ts): a mail
      // server away for a while delays the link, its retries deliver it. A database that refuses the
      // rows answers 503 like any other write.
      await mailOutbox.queue(
        {
          to: customer.email,
          subject: 'استعادة كلمة المرور - رحلة',
          text: `مرحبًا ${customer.name}،\n\nطلبت استعادة كلمة المرور لحسابك في رحلة. اضغط على الرابط التالي لاختيار كلمة مرور جديدة (صالح لمدة ساعة واحدة ولمرة واحدة):\n\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.\n`,
        },
        (trx) => resets.createReset(trx, customer.id, hash, new Date(Date.now() + RESET_TTL_MS).toISOString()),
      );
      return { message: successMessages.resetSent };
    },
  );

  app.post<{ Body: { token: string; password: string; password_confirmation: string } }>(
    '/reset-password',
    { schema: { tags: ['auth'], body: wire.ResetPasswordBody, response: { 200: wire.MessageBody } } },
    async (request) => {
      const { token, password, password_confirmation } = request.body;
      const errors = {
        password: validatePassword(password),
        password_confirmation: validatePasswordConfirmation(password, password_confirmation),
      };
      if (errors.password || errors.password_confirmation) throw unprocessable(errors);
      await enforceLimit(request, 'reset');
      const now = new Date().toISOString();
      const hash = tokenHash(token);
      const reset = await resets.openReset(db, hash, now);
      if (!reset) throw new ApiError(422, errorMessages.resetTokenInvalid, { token: [errorMessages.resetTokenInvalid] });
      const password_hash = await passwords.hash(password);
      // A new password signs out every session and voids the other reset links.
      const used = await resets.resetPassword(db, reset, password_hash, now);
      if (!used) throw new ApiError(422, errorMessages.resetTokenInvalid, { token: [errorMessages.resetTokenInvalid] });
      return { message: successMessages.passwordChanged };
    },
  );

  await app.register(socialRoutes);
  await app.register(emailVerificationRoutes);
}
