import { ADMIN_JOBS, adminJobResponseSchema } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LifecycleJobName } from '../../jobs/lifecycle-jobs';
import { withErrors } from '../../lib/route-schemas';
import type { AdminJobsService } from './admin.service';

/**
 * The lifecycle buttons of RULES.md section 8 (GET, as the spec's web app
 * calls them), plus a news refresh. Admins only; each answers with counts.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminJobsService }> = async (
  app,
  { service },
) => {
  const triggers: Array<{ path: string; label: string }> = [
    ...ADMIN_JOBS,
    { path: '/refresh-news', label: 'Refresh News' },
  ];
  for (const { path, label } of triggers) {
    const job = path.slice(1) as LifecycleJobName;
    app.get(
      path,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `${label}: run the ${job} job now`,
          security: [{ bearerAuth: [] }],
          response: withErrors({ 200: adminJobResponseSchema }, [401, 403]),
        },
      },
      async () => service.trigger(job),
    );
  }
};
