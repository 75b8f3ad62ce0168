import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, successMessages, validatePasswordConfirmation, validateStaffPassword } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import { enforceLimit } from '../../platform/rate-limits.ts';
import {
  requireStaff,
  staffOf,
  staffTokenHash,
  toStaffMember,
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  spendRecoveryCode,
  totpSetup,
  recordAudit,
  staffAccounts as staff,
  dropLink,
  issueLink,
  issueSession,
  linkStaff,
  openSecret,
  sealSecret,
  clearWrongCodes,
  countWrongCode,
  isLocked,
  lockedFor,
  queueStaffLockedMail,
} from '../../modules/staff/index.ts';
import type { StaffRow } from '../../platform/db/schema.ts';

// Staff sign-in (issue 17): e-mail and password, then the 6-digit code of an authenticator app (set
// up at the first sign-in from a QR code, with ten recovery codes shown once). The password step
// hands out a challenge good for 5 minutes and 5 tries of the code.

const CHALLENGE_MS = 5 * 60 * 1000;
const CHALLENGE_TRIES = 5;

const wrongCredentials = () => new ApiError(401, errorMessages.login401);
const challengeExpired = () => new ApiError(401, errorMessages.staffChallengeExpired);
const codeInvalid = () => new ApiError(401, errorMessages.staffCodeInvalid);

export default async function staffAuthRoutes(app: FastifyInstance) {
  const { db, passwords, loginGuard, filesCipher, config } = app;
  const audit = (request: FastifyRequest, member: StaffRow, action: string, details?: Record<string, unknown>) =>
    recordAudit(db, {
      staffId: member.id,
      staffEmail: member.email,
      action,
      subject: `staff:${member.id}`,
      details,
      ip: request.ip,
    });
  /** Every failed or refused sign-in step is audited (issue 29): an unknown e-mail under the address typed. */
  const auditFailure = (
    request: FastifyRequest,
    member: StaffRow | undefined,
    typedEmail: string,
    action: 'staff.sign-in-failed' | 'staff.sign-in-refused',
    details: Record<string, unknown>,
  ) =>
    member
      ? audit(request, member, action, details)
      : recordAudit(db, { staffId: null, staffEmail: typedEmail.slice(0, 200), action, details, ip: request.ip });
  /** 429 while the member's wrong codes make them wait: a short delay, or the lock. */
  const refuseWhileLocked = async (request: FastifyRequest, member: StaffRow, step: string) => {
    const waitMs = lockedFor(member);
    if (waitMs === 0) return;
    const locked = isLocked(member, config.staffCodes);
    await audit(request, member, 'staff.sign-in-refused', {
      step,
      reason: locked ? 'locked' : 'delayed',
      wait_s: Math.ceil(waitMs / 1000),
    });
    throw new ApiError(429, locked ? errorMessages.staffLocked : errorMessages.staffCodesDelayed, undefined, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  };
  /** A wrong authenticator or recovery code: counted per account; the one that locks it is e-mailed. */
  const wrongCode = async (request: FastifyRequest, member: StaffRow, step: 'code' | 'recovery-code') => {
    const { failures, waitMs, locked } = await countWrongCode(db, member.id, config.staffCodes);
    await audit(request, member, 'staff.sign-in-failed', { step, failures });
    if (!locked) return codeInvalid();
    const minutes = Math.round(waitMs / 60_000);
    await queueStaffLockedMail(db, member, minutes, `${config.publicUrl.replace(/\/+$/, '')}/admin/login`);
    app.mailOutbox.wake();
    await audit(request, member, 'staff.locked', { failures, minutes });
    return new ApiError(429, errorMessages.staffLocked, undefined, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
  };

  app.post<{ Body: { token: string; password: string; password_confirmation: string } }>(
    '/password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a password from an invitation link',
        body: wire.StaffSetPasswordBody,
        response: { 200: wire.MessageBody },
      },
    },
    async (request) => {
      await enforceLimit(request, 'reset');
      const { token, password, password_confirmation } = request.body;
      // 12 characters at least, and not whitespace, trivial or common (issue 29).
      const weak = validateStaffPassword(password);
      if (weak) throw new ApiError(422, weak, { password: [weak] });
      const mismatch = validatePasswordConfirmation(password, password_confirmation);
      if (mismatch) throw new ApiError(422, mismatch, { password_confirmation: [mismatch] });
      const member = await linkStaff(db, token, 'set-password', 10);
      if (!member || member.disabled_at) throw new ApiError(400, errorMessages.staffLinkInvalid);
      await staff.updateStaff(db, member.id, { password_hash: await passwords.hash(password) });
      await dropLink(db, token);
      await staff.endSessionsOf(db, member.id);
      await audit(request, member, 'staff.password-set');
      return { message: successMessages.passwordChanged };
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 1: the password',
        body: wire.StaffLoginBody,
        response: { 200: wire.StaffLoginAnswer },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      await enforceLimit(request, 'login');
      // The same failure counting as customers' sign-in, under a key of its own.
      const key = `staff:${email}`;
      const member = await staff.staffByEmail(db, email);
      const wait = await loginGuard.wait(key, request.ip);
      if (wait > 0) {
        await auditFailure(request, member, email, 'staff.sign-in-refused', { step: 'password', reason: 'throttled' });
        throw new ApiError(429, errorMessages.tooManyRequests, undefined, { 'retry-after': String(wait) });
      }
      const ok = await passwords.verify(request.body.password, member?.password_hash ?? null);
      if (!member || !member.password_hash || member.disabled_at || !ok) {
        await loginGuard.failed(key, request.ip);
        const reason = !member ? 'unknown' : member.disabled_at ? 'disabled' : !member.password_hash ? 'no-password' : 'password';
        await auditFailure(request, member, email, 'staff.sign-in-failed', { step: 'password', reason });
        throw wrongCredentials();
      }
      // Only past the right password: a stranger learns nothing of the lock, and cannot cause it.
      await refuseWhileLocked(request, member, 'password');
      await loginGuard
        .succeeded(key, request.ip)
        .catch((err: unknown) => request.log.warn({ err }, 'login failures not cleared'));
      const challenge = await issueLink(db, member.id, 'sign-in', CHALLENGE_MS);
      if (member.totp_confirmed_at) return { data: { challenge, step: 'totp' as const, setup: null } };
      // First sign-in: a new secret until one is confirmed (kept across retries, so one scan is enough).
      let secret: Buffer;
      if (member.totp_secret) secret = openSecret(filesCipher, member.id, member.totp_secret);
      else {
        secret = newTotpSecret();
        await staff.updateStaff(db, member.id, { totp_secret: sealSecret(filesCipher, member.id, secret) });
      }
      return { data: { challenge, step: 'totp-setup' as const, setup: await totpSetup(secret, member.email) } };
    },
  );

  app.post<{ Body: { challenge: string; code?: string; recovery_code?: string } }>(
    '/second-factor',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 2: the authenticator code or a recovery code',
        body: wire.StaffSecondFactorBody,
        response: { 200: wire.StaffSessionAnswer },
      },
    },
    async (request) => {
      await enforceLimit(request, 'login');
      const { challenge, code, recovery_code } = request.body;
      const member = await linkStaff(db, challenge, 'sign-in', CHALLENGE_TRIES);
      if (!member || member.disabled_at || !member.totp_secret) throw challengeExpired();
      await refuseWhileLocked(request, member, 'code');
      const settingUp = member.totp_confirmed_at === null;
      let recoveryCodes: string[] | null = null;
      if (recovery_code && !settingUp) {
        const left = spendRecoveryCode(JSON.parse(member.recovery_codes ?? '[]') as string[], recovery_code);
        if (!left) throw await wrongCode(request, member, 'recovery-code');
        await staff.updateStaff(db, member.id, { recovery_codes: JSON.stringify(left) });
        await audit(request, member, 'staff.recovery-code-used', { left: left.length });
      } else {
        const step = acceptedStep(openSecret(filesCipher, member.id, member.totp_secret), (code ?? '').trim());
        if (step === null || !(await staff.takeTotpStep(db, member.id, step))) throw await wrongCode(request, member, 'code');
        if (settingUp) {
          const fresh = newRecoveryCodes();
          recoveryCodes = fresh.codes;
          await staff.updateStaff(db, member.id, {
            totp_confirmed_at: new Date().toISOString(),
            recovery_codes: JSON.stringify(fresh.hashes),
          });
          await audit(request, member, 'staff.second-factor-set-up');
        }
      }
      await dropLink(db, challenge);
      if (member.code_failures > 0) await clearWrongCodes(db, member.id);
      const token = await issueSession(db, member.id);
      await audit(request, member, 'staff.sign-in');
      const fresh = (await staff.staffById(db, member.id))!;
      return { data: { access_token: token, staff: toStaffMember(fresh), recovery_codes: recoveryCodes } };
    },
  );

  app.post(
    '/logout',
    { onRequest: requireStaff, schema: { tags: ['admin'], summary: 'Staff sign-out', response: { 200: wire.MessageBody } } },
    async (request) => {
      const hash = staffTokenHash(request);
      if (hash) await staff.endSession(db, hash);
      await audit(request, staffOf(request), 'staff.sign-out');
      return { message: 'تم تسجيل الخروج' };
    },
  );
}
