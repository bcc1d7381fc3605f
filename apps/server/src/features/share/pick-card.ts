import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MARKET_NAMES, outcomeInWords, type SharedPick } from '@takeline/contract';

/** Open Graph's usual card size. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);

/** Inter ships in an npm package (@fontsource/inter): nothing is downloaded at run time. */
let fonts: Promise<
  Array<{ name: string; data: Buffer; weight: 400 | 800; style: 'normal' }>
> | null = null;
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** Takeline's mark, the same drawing as the web app's logo. */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b6e4f"/><path d="M14 20h36v8H36v24h-8V28H14z" fill="#fff"/><path d="M10 46h44" stroke="#f4b942" stroke-width="5" stroke-linecap="round"/></svg>`;
const MARK_URI = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

const OUTCOME_COLOURS: Record<string, string> = {
  Win: '#0b6e4f',
  Loss: '#b3261e',
  Draw: '#5f6b7a',
  Pending: '#5f6b7a',
};

interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown };
}
const box = (style: Record<string, unknown>, children: unknown, extra = {}): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children, ...extra },
});

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The card as satori's element tree: mark, teams and score, the pick, outcome and rewards. */
function cardTree(pick: SharedPick): Node {
  const score =
    pick.away_team_score !== null && pick.home_team_score !== null
      ? `${pick.away_team_score}–${pick.home_team_score}`
      : '';
  const outcome = outcomeInWords(pick.outcome);
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '56px 64px',
      background: '#f6f8f7',
      color: '#1d1d1d',
      fontFamily: 'Inter',
      borderTop: '16px solid #0b6e4f',
    },
    [
      box({ alignItems: 'center', justifyContent: 'space-between' }, [
        box({ alignItems: 'center', gap: 16 }, [
          { type: 'img', props: { src: MARK_URI, width: 64, height: 64 } },
          box({ fontSize: 40, fontWeight: 800, letterSpacing: '-0.02em' }, 'Takeline'),
        ]),
        box({ fontSize: 28, color: '#4a5550' }, `${pick.sport_title} · @${pick.username}`),
      ]),
      box({ flexDirection: 'column', gap: 12 }, [
        box({ fontSize: 44, fontWeight: 800 }, `${pick.away_team} @ ${pick.home_team}`),
        score ? box({ fontSize: 32, color: '#4a5550' }, `Final ${score}`) : box({}, ''),
        box({ fontSize: 36, marginTop: 16 }, `${MARKET_NAMES[pick.market]} · ${pick.pick_words}`),
      ]),
      box({ alignItems: 'center', justifyContent: 'space-between' }, [
        box(
          {
            fontSize: 56,
            fontWeight: 800,
            color: '#ffffff',
            background: OUTCOME_COLOURS[pick.outcome] ?? '#5f6b7a',
            padding: '8px 32px',
            borderRadius: 16,
          },
          outcome,
        ),
        box(
          { fontSize: 40, fontWeight: 800, color: '#0b6e4f' },
          `${signed(pick.xp_points)} XP · ${signed(pick.ip_points)} IP`,
        ),
      ]),
    ],
  );
}

/**
 * Draws the pick's card as a PNG. satori (layout to SVG) and resvg (SVG to PNG) load on the
 * first card, not at server start. Required rather than imported, so the server gets satori's
 * CommonJS entry both from its sources and from the start bundle, which turns `import()` into
 * `require` (docs/decisions/0210-start-keeps-v8s-code-cache.md).
 */
export async function renderPickCard(pick: SharedPick): Promise<Buffer> {
  const { default: satori } = require('satori') as typeof import('satori');
  const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const fontList = await loadFonts();
  const svg = await satori(cardTree(pick) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fontList,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}

/**
 * Made cards, by pick id and settled time (a card never changes once its pick is settled).
 * Bounded: the oldest card goes first. Who may see a card is checked before the cache.
 */
export class PickCardCache {
  readonly #cards = new Map<string, Promise<Buffer>>();
  constructor(private readonly limit = 200) {}

  get(pick: SharedPick): Promise<Buffer> {
    const key = `${pick.id}:${pick.settled_at}`;
    const found = this.#cards.get(key);
    if (found) {
      // Most recently used goes to the back.
      this.#cards.delete(key);
      this.#cards.set(key, found);
      return found;
    }
    const made = renderPickCard(pick);
    made.catch(() => this.#cards.delete(key));
    this.#cards.set(key, made);
    while (this.#cards.size > this.limit) {
      const oldest = this.#cards.keys().next().value;
      if (oldest === undefined) break;
      this.#cards.delete(oldest);
    }
    return made;
  }

  get size(): number {
    return this.#cards.size;
  }
}
