// The accounts module's public face: routes and other modules import from here, never past it.
// Customers' accounts: registration, sign-in (password and social), tokens, e-mail verification,
// password resets, the password hashing pool and the login guard.

export { customerOf, loadCustomer, requireCustomer, toUser } from './auth.ts';
export { sendVerification } from './email-verification.ts';
export {
  authorizationUrl,
  decodeAttempt,
  encodeAttempt,
  exchangeCode,
  newAttempt,
  OAuthError,
  type OAuthProfile,
} from './oauth.ts';
export { openVerification, verifyEmail } from './repositories/email-verifications.ts';
export { issueToken } from './access-tokens.ts';
export { deleteOtherTokens, deleteToken } from './repositories/tokens.ts';

// Whole repositories whose calls the routes make one for one.
export * as customers from './repositories/customers.ts';
export * as passwordResets from './repositories/password-resets.ts';
export * as identities from './repositories/identities.ts';
