import { errorMessages } from '@rihla/contract';
import type { ApiError } from './api-error.ts';

// docs/product.md, "Errors", one function per flow, so the wizard's account step and the login/register
// pages show the same words for the same answer.

export function loginErrorMessage(error: ApiError): string {
  if (error.status === 401) return errorMessages.login401;
  if (error.status === 429) return errorMessages.tooManyRequests;
  if (error.status === 422) return firstFieldError(error) ?? errorMessages.login401;
  return errorMessages.server;
}

export function registerErrorMessage(error: ApiError): string {
  if (error.status === 422) {
    if (error.errors?.phone_number?.length) return errorMessages.phoneTaken;
    if (error.errors?.email?.length) return errorMessages.emailTaken;
    return firstFieldError(error) ?? error.message ?? errorMessages.server;
  }
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
}

/**
 * Booking: 400/429 (and a 422 the client should have prevented) the data-entry text; 403 the
 * server's reason, and 409 too: the seats of that date went to someone else meanwhile.
 */
export function bookingErrorMessage(error: ApiError): string {
  switch (error.status) {
    case 400:
    case 422:
    case 429:
      return errorMessages.bookingInput;
    case 401:
      return errorMessages.unauthenticated;
    case 403:
      return error.message ?? errorMessages.server;
    case 409:
      return error.message ?? errorMessages.seatsSoldOut;
    default:
      return errorMessages.server;
  }
}

export function profileErrorMessage(error: ApiError): string {
  if (error.status === 400 || error.status === 422 || error.status === 429) return errorMessages.profileInput;
  return errorMessages.server;
}

export function resetRequestErrorMessage(error: ApiError): string {
  if (error.status === 404) return errorMessages.resetNotFound;
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
}

function firstFieldError(error: ApiError): string | undefined {
  for (const messages of Object.values(error.errors ?? {})) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}

/**
 * An action on a booking the server may refuse (the customer's cancel, the staff's status change):
 * its own reason for 404 and 409 (`conflict` should it send none), the usual texts otherwise.
 */
export function refusalMessage(error: ApiError, conflict: string): string {
  switch (error.status) {
    case 404:
      return error.message ?? errorMessages.notFound;
    case 409:
      return error.message ?? conflict;
    case 401:
      return errorMessages.unauthenticated;
    case 429:
      return errorMessages.tooManyRequests;
    default:
      return errorMessages.server;
  }
}
