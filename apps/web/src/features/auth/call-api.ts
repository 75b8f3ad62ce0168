import { apiError } from '../../api/api-error.ts';

/**
 * A call whose failure rejects with `{status, message, errors}`, the shape every machine maps to the
 * Arabic text of SPEC.md section 8 (a ky HTTPError on its own carries none of it where they look).
 */
export async function callApi<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    throw await apiError(e);
  }
}
