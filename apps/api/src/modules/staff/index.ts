// The staff module's public face: routes and other modules import from here, never past it.
// The back office's people: staff accounts and sessions, invitations, TOTP, the audit log, CSV, and
// the operator's staff commands.

export { runStaffCommand, STAFF_HELP } from './cli.ts';
export { dropLink, issueLink, issueSession, linkStaff, openSecret, sealSecret } from './staff-credentials.ts';
export { csvLine, csvPhone, csvTime, UTF8_BOM } from './csv.ts';
export { auditPage, recordAudit } from './repositories/audit-log.ts';
export { changedValues, maskedObject, maskedValue } from './audit-values.ts';
export { requireStaff, staffOf, staffTokenHash, toStaffMember } from './staff-auth.ts';
export { inviteLink } from './staff-invite.ts';
export { queueInviteMail, queueSecondFactorResetMail, queueStaffLockedMail } from './staff-mails.ts';
export { clearWrongCodes, countWrongCode, isLocked, lockedFor } from './code-lock.ts';
export { acceptedStep, newRecoveryCodes, newTotpSecret, spendRecoveryCode, totpSetup } from './totp.ts';

// Whole repositories whose calls the routes make one for one.
export * as staffAccounts from './repositories/staff.ts';
