import {
  type EndpointAnswer,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  endpointPath,
  endpoints,
} from '@takeline/contract';
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

/** What a call of an endpoint takes besides its name; the table decides which parts it needs. */
export type CallOptions<K extends EndpointName> = ([EndpointParams<K>] extends [never]
  ? { params?: never }
  : { params: EndpointParams<K> }) &
  ([EndpointQuery<K>] extends [never]
    ? { query?: never }
    : Record<string, never> extends EndpointQuery<K>
      ? { query?: EndpointQuery<K> }
      : { query: EndpointQuery<K> }) &
  ([EndpointBody<K>] extends [never] ? { body?: never } : { body: EndpointBody<K> }) & {
    signal?: AbortSignal;
    /**
     * Whether a 401 for the stored token signs the user out (the default). The
     * protected-data screen exists to show what the server says of the token,
     * so it keeps the session and shows its error text instead.
     */
    expireSessionOn401?: boolean;
  };

/** Options may be left out when the endpoint needs none. */
type CallArgs<K extends EndpointName> =
  Record<string, never> extends CallOptions<K>
    ? [options?: CallOptions<K>]
    : [options: CallOptions<K>];

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

function queryString(query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Calls an endpoint of the contract's table under /api with JSON and, when a
 * token is stored, the bearer header (docs/architecture.md#the-endpoint-table). The method and path
 * come from the table, and the parameters, body and answer are typed from its
 * schemas (type-only: zod stays out of the bundle).
 */
export async function callApi<K extends EndpointName>(
  name: K,
  ...[options = {} as CallOptions<K>]: CallArgs<K>
): Promise<EndpointAnswer<K>> {
  const { method, path } = endpoints[name];
  const url = `/api${endpointPath(path, options.params)}${queryString(options.query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
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
      options.expireSessionOn401 !== false &&
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
  return body as EndpointAnswer<K>;
}

/** The readable message of any error, for alerts. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
