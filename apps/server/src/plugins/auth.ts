import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../errors';
import type { SessionCache } from '../features/auth/session-cache';
import { type AccountSession, findAccountSessions } from '../features/auth/sessions.repository';
import type { TokenClaims, TokenService } from '../features/auth/tokens';
import { Batches } from '../lib/batches';

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

export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists. Log in again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Log in again.';

/**
 * Every permission is enforced here on the server. A token is honoured only
 * while its user exists and its session is open (one lookup by primary keys;
 * logout ends sessions on the server; a success is remembered for a moment, decision 0141), and
 * admin status is read from the database on each admin call, so a demoted admin loses access at
 * once.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { tokens: TokenService; db: Db; sessions: SessionCache },
  ) => {
    app.decorateRequest('auth', null);
    // The lookups of requests arriving together go in one query (decision 0160).
    const accountSessions = new Batches<
      { userId: number; sessionId: number },
      AccountSession | undefined
    >((keys) => findAccountSessions(options.db, keys), { inFlight: 2, maxBatch: 200 });

    /**
     * Sets request.auth for a valid token of an existing user; answers whether they are an admin.
     * A token whose session was checked moments ago is honoured from the session cache, except
     * for `admin`, which asks the database every time (decision 0141).
     */
    async function readToken(
      request: FastifyRequest,
      required: boolean,
      admin = false,
    ): Promise<boolean> {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized('Authentication required. Log in and try again.');
        return false;
      }
      const remembered = options.sessions.get(token);
      if (remembered?.sessionFresh && !admin) {
        request.auth = remembered.claims;
        return false;
      }
      // A token verified before is not verified again (its signature cannot change).
      const verified = remembered ?? (await options.tokens.verifyWithExpiry(token));
      if ('invalid' in verified) {
        if (!required) return false;
        throw unauthorized(
          verified.invalid === 'expired'
            ? 'Your session has expired. Log in again.'
            : 'Invalid token. Log in again.',
        );
      }
      const { claims } = verified;
      const found = await accountSessions.add({
        userId: claims.userId,
        sessionId: claims.sessionId,
      });
      if (!found?.sessionOpen) {
        options.sessions.forget(token);
        if (!required) return false;
        throw unauthorized(found ? SESSION_ENDED_MESSAGE : ACCOUNT_GONE_MESSAGE);
      }
      options.sessions.remember(token, claims, verified.expiresAtMs);
      request.auth = claims;
      return found.isAdmin;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await readToken(request, true);
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      await readToken(request, false);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await readToken(request, true, true))) throw forbidden('Admin access required.');
    });
  },
  { name: 'auth' },
);

/** The signed-in user's id inside a handler guarded by `authenticate`. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized('Authentication required. Log in and try again.');
  return request.auth.userId;
}

/** The signed-in user's token claims (with its session) inside a handler guarded by `authenticate`. */
export function currentAuth(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized('Authentication required. Log in and try again.');
  return request.auth;
}
