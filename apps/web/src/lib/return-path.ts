/** A path inside this site only: `/x` yes, `//evil.example`, `/\evil.example` and `https://…` no. */
export function safeNext(raw: string | null | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

/** The login page, asked to bring the customer back to the page they are on now. */
export function loginPathReturningHere(here: Pick<Location, 'pathname' | 'search'> = location): string {
  const next = here.pathname + here.search;
  return next === '/' ? '/auth/login' : `/auth/login?next=${encodeURIComponent(next)}`;
}

// Google, Apple and Facebook take the visitor off the site; where to come back to waits here.
const OAUTH_NEXT_KEY = 'rihla.oauthNext';

export function rememberNextForOAuth(raw: string | null): void {
  try {
    sessionStorage.setItem(OAUTH_NEXT_KEY, safeNext(raw));
  } catch {
    // Storage disabled: the customer lands on the home page instead.
  }
}

export function takeNextAfterOAuth(): string {
  try {
    const next = safeNext(sessionStorage.getItem(OAUTH_NEXT_KEY));
    sessionStorage.removeItem(OAUTH_NEXT_KEY);
    return next;
  } catch {
    return '/';
  }
}
