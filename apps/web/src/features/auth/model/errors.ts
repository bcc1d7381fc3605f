import { ApiError } from '@/lib/api-client';

export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/** docs/screens.md#login: the server message, else the error message, else the fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'string') return error || fallback;
  return UNEXPECTED_ERROR_MESSAGE;
}
