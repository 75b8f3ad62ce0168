import { errorMessages, validationMessages } from '@rihla/contract';

// Every 4xx/5xx body is {message, errors?} (ApiErrorBody of the contract). Handlers throw these and
// the app's error handler writes them.
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(statusCode: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/** Field → one message, as the contract's validators return, to the wire's field → messages. */
export function fieldErrors(errors: Record<string, string | null | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = [v];
  return out;
}

export const INVALID_VALUE = validationMessages.invalidValue;
export const INVALID_INPUT = 'البيانات المدخلة غير صالحة';

export const notFound = () => new ApiError(404, errorMessages.notFound);
export const unauthenticated = () => new ApiError(401, errorMessages.unauthenticated);

export function unprocessable(errors: Record<string, string | null | undefined>, message?: string): ApiError {
  const fields = fieldErrors(errors);
  return new ApiError(422, message ?? Object.values(fields)[0]?.[0] ?? INVALID_INPUT, fields);
}
