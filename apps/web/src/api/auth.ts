import type { AuthProvider, AuthResponse, LoginPayload, RegisterPayload, ResetPasswordPayload } from '@rihla/contract';
import { api } from './client.ts';

/** POST /api/auth/login. */
export function login(payload: LoginPayload): Promise<AuthResponse> {
  return api.post('auth/login', { json: payload, retry: 0 }).json();
}

/** POST /api/auth/register. */
export function register(payload: RegisterPayload): Promise<AuthResponse> {
  return api.post('auth/register', { json: payload, retry: 0 }).json();
}

/** POST /api/auth/login-by-google with the provider's authorization code. */
export function loginByGoogle(code: string): Promise<AuthResponse> {
  return api.post('auth/login-by-google', { json: { code }, retry: 0 }).json();
}

/** POST /api/auth/login-by-{provider}: the code (and state) the provider sent the browser back with. */
export function loginWithProvider(
  provider: AuthProvider,
  payload: { code: string; state?: string; redirect_uri: string },
): Promise<AuthResponse> {
  return api.post(`auth/login-by-${provider}`, { json: payload, retry: 0 }).json();
}

/** POST /api/auth/logout: revokes the token on the server. */
export async function logout(): Promise<void> {
  await api.post('auth/logout', { retry: 0 });
}

/** POST /api/auth/reset-password-request. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('auth/reset-password-request', { json: { email }, retry: 0 });
}

/** POST /api/auth/reset-password: sets the new password with the e-mailed one-time token. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await api.post('auth/reset-password', { json: payload, retry: 0 });
}

/** POST /api/auth/verify-email: the token of the link mailed at registration. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.post('auth/verify-email', { json: { token }, retry: 0 }).json();
}

/** POST /api/customer/verify-email/resend: a new verification link. */
export function resendVerification(): Promise<{ message: string }> {
  return api.post('customer/verify-email/resend', { retry: 0 }).json();
}
