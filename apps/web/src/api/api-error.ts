import { HTTPError } from 'ky';
import { errorMessages, type ApiErrorBody } from '@rihla/contract';

export interface ApiFailure {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** Any failed call as {status, message, errors}: network failures count as status 0. */
export async function apiError(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into `error.data` (the response body itself is consumed).
    const data: unknown = (error as { data?: unknown }).data;
    const body: Partial<ApiErrorBody> = typeof data === 'object' && data !== null ? (data as ApiErrorBody) : {};
    return { status: error.response.status, message: body.message ?? errorMessages.server, errors: body.errors };
  }
  return { status: 0, message: errorMessages.server };
}
