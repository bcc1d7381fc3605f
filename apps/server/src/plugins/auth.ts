import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../errors';
import { isAdminUser } from '../features/auth/auth.repository';
import type { TokenClaims, TokenService } from '../features/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` or `optionalAuth`. */
    auth: TokenClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: reads the bearer token when present; never rejects. */
    optionalAuth(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 without a token, 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every permission is enforced here on the server. Admin status is read from
 * the database on each admin call, so a demoted admin loses access at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; db: Db }) => {
    app.decorateRequest('auth', null);

    async function readToken(request: FastifyRequest, required: boolean): Promise<void> {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized('Authentication required. Log in and try again.');
        return;
      }
      const result = await options.tokens.verify(token);
      if ('invalid' in result) {
        if (!required) return;
        throw unauthorized(
          result.invalid === 'expired'
            ? 'Your session has expired. Log in again.'
            : 'Invalid token. Log in again.',
        );
      }
      request.auth = result;
    }

    app.decorate('authenticate', (request: FastifyRequest) => readToken(request, true));
    app.decorate('optionalAuth', (request: FastifyRequest) => readToken(request, false));
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await readToken(request, true);
      const userId = request.auth?.userId;
      if (userId === undefined || !(await isAdminUser(options.db, userId))) {
        throw forbidden('Admin access required.');
      }
    });
  },
  { name: 'auth' },
);

/** The signed-in user's id inside a handler guarded by `authenticate`. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized('Authentication required. Log in and try again.');
  return request.auth.userId;
}
