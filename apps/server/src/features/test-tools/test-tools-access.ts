import type { FastifyInstance } from 'fastify';

/**
 * Every test-tool route shares one guard: open with test tools on (the spec's
 * screens have no client guard), admins only where the config requires it
 * (production). Mounting at all is decided in app.ts by `config.testTools`.
 */
export function testToolsGuard(app: FastifyInstance, requireAdmin: boolean) {
  return {
    routeOptions: requireAdmin ? { preHandler: app.requireAdmin } : {},
    /** Error statuses the guard adds to every route's documented answers. */
    errors: requireAdmin ? [401, 403] : [],
    security: requireAdmin ? [{ bearerAuth: [] }] : [],
  };
}
