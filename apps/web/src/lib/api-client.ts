import { authStore } from './auth-store';

/** An answer with a non-2xx status; `message` is the server's readable message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Whether a 401 for the stored token signs the user out (the default). The
   * protected-data screen exists to show what the server says of the token,
   * so it keeps the session and shows its error text instead.
   */
  expireSessionOn401?: boolean;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * Calls the API under /api with JSON and, when a token is stored, the bearer
 * header (spec section 7). Types come from the contract at each call site.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = authStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(`/api${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    // A stored token the server no longer accepts: sign out rather than fail every call.
    if (
      response.status === 401 &&
      request.expireSessionOn401 !== false &&
      token &&
      authStore.getState().token === token
    ) {
      authStore.expireSession(serverMessage(body) ?? 'Your session has ended. Log in again.');
    }
    throw new ApiError(
      response.status,
      serverMessage(body) ?? `Request failed (${response.status})`,
      body,
    );
  }
  return body as T;
}

/** The readable message of any error, for alerts. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
