import { errorMessages } from '@rihla/contract';
import type { ApiError } from '@rihla/machines/shared/api-error';

/**
 * New password (our addition to docs/product.md, "Errors"): an unknown, used or expired link is a 422 naming
 * the token; a password the server refuses, its rule's message.
 */
export function resetPasswordErrorMessage(error: ApiError): string {
  if (error.status === 422) {
    if (error.errors?.token) return errorMessages.resetTokenInvalid;
    return Object.values(error.errors ?? {})[0]?.[0] ?? error.message ?? errorMessages.server;
  }
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
}
