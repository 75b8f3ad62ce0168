// The session token lives in localStorage under `token` (docs/product.md, "States"). Storage can throw
// (private mode, quota), and a broken storage must not break the site: it just means signed out.
const KEY = 'token';

export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    try {
      localStorage.setItem(KEY, token);
    } catch {
      /* signed in for this page only */
    }
  },
  remove() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      /* nothing stored */
    }
  },
};
