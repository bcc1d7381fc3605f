import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MARKET_NAMES, outcomeInWords, pickIdParamSchema } from '@takeline/contract';
import type { FastifyInstance } from 'fastify';
import { CARD_HEIGHT, CARD_WIDTH } from './pick-card';
import { pickCardPath, pickPagePath, type ShareService, toSharedPick } from './share.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The Open Graph and Twitter tags of a public pick, for link previews. */
export function pickMetaTags(pick: Parameters<typeof describe>[0], publicUrl: string): string {
  const { title, description } = describe(pick);
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Takeline'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${pickPagePath(pick.id)}`],
    ['property', 'og:image', `${publicUrl}${pickCardPath(pick.id)}`],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', `${title}. ${description}`],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return tags
    .map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    )
    .join('\n    ');
}

function describe(pick: {
  id: number;
  username: string;
  home_team: string;
  away_team: string;
  market: keyof typeof MARKET_NAMES;
  pick_words: string;
  outcome: string;
  xp_points: number;
  ip_points: number;
}) {
  return {
    title: `@${pick.username}: ${pick.pick_words} (${outcomeInWords(pick.outcome)})`,
    description: `${pick.away_team} @ ${pick.home_team} · ${MARKET_NAMES[pick.market]} · +${pick.xp_points} XP, +${pick.ip_points} IP on Takeline.`,
  };
}

/**
 * /pick/{id}: the web app's index.html with the pick's Open Graph tags in its head, so a link
 * shared anywhere previews with the card (docs/screens.md#shared-pick). A pick others may not
 * see gets the plain page with a 404 status; the app then says it is not found.
 */
export async function registerSharePage(
  app: FastifyInstance,
  { service, webDist, publicUrl }: { service: ShareService; webDist: string; publicUrl: string },
): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  app.get('/pick/:pickId', { schema: { hide: true } }, async (request, reply) => {
    const html = await readFile(indexPath, 'utf8').catch(() => null);
    if (html === null) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: 'The web app is not built yet. Run `npm run build`, then reload.',
      });
    }
    const params = pickIdParamSchema.safeParse(request.params);
    const row = params.success ? await service.publicPick(params.data.pickId) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!row) return reply.status(params.success ? 404 : 400).send(html);
    const tags = pickMetaTags(toSharedPick(row, null), publicUrl);
    return reply.send(html.replace('</head>', `    ${tags}\n  </head>`));
  });
}
