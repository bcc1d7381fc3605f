import { ADMIN_JOBS } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { AdminJobsService } from './admin.service';

/**
 * The lifecycle buttons (docs/game-rules.md#admin-jobs; GET, as the admin block calls them,
 * docs/screens.md#admin-block), plus a news refresh. Admins only; each answers with counts.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminJobsService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'admin');
  for (const job of ADMIN_JOBS) {
    route(
      'runAdminJob',
      { summary: `${job.label}: run the ${job.job} job now`, at: { job: job.job } },
      async () => service.trigger(job),
    );
  }
};
