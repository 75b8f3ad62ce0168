import { errorMessages } from '@rihla/contract';

/**
 * What an actor rejects with when a call fails: the app's API client turns an HTTP error into
 * `{status, message, errors}` (the server's `ApiErrorBody` plus the status). Anything else that
 * rejects (network down, a bug) counts as status 0 and gets the generic server message.
 */
export interface ApiError {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
}

export function toApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number') {
    const e = error as { status: number; message?: unknown; errors?: unknown };
    return {
      status: e.status,
      ...(typeof e.message === 'string' && e.message ? { message: e.message } : {}),
      ...(typeof e.errors === 'object' && e.errors !== null ? { errors: e.errors as Record<string, string[]> } : {}),
    };
  }
  return { status: 0 };
}

/** The server's own message when it sent one, else the fallback. */
export function serverMessage(error: ApiError, fallback: string = errorMessages.server): string {
  return error.message ?? fallback;
}
