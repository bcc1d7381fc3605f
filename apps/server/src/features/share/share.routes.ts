import { PICK_NOT_FOUND_MESSAGE, pickIdParamSchema } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-route';
import { currentUserId } from '../../plugins/auth';
import { PickCardCache } from './pick-card';
import { type ShareService, toSharedPick } from './share.service';

/** Long enough for a feed's crawler, short enough that a pick made private again drops out. */
const CARD_MAX_AGE_SECONDS = 300;

export const shareRoutes: FastifyPluginAsyncZod<{ service: ShareService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'share');
  const cards = new PickCardCache();

  route(
    'sharedPick',
    { summary: 'A settled pick for its public page (its owner also sees it before sharing)' },
    async (request) => service.getPick(request.params.pickId, request.auth?.userId ?? null),
  );

  route('sharePick', { summary: 'Share (or stop sharing) your settled pick' }, async (request) =>
    service.sharePick(request.params.pickId, currentUserId(request), request.body.shared),
  );

  // A PNG, so not in the JSON endpoint table; only public picks have one.
  app.get(
    '/picks/:pickId/card.png',
    {
      schema: {
        tags: ['share'],
        summary: "A public pick's card image (PNG, 1200 × 630)",
        params: pickIdParamSchema,
      },
    },
    async (request, reply) => {
      const row = await service.publicPick(request.params.pickId);
      if (!row) throw notFound(PICK_NOT_FOUND_MESSAGE);
      const png = await cards.get(toSharedPick(row, null));
      return reply
        .type('image/png')
        .header('cache-control', `public, max-age=${CARD_MAX_AGE_SECONDS}`)
        .send(png);
    },
  );
};
