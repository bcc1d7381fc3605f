import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphBit, hasGlyph } from './font';

export const BADGE_SIZE = 128;
/** Samples per pixel side: smooth edges without an image library. */
const SUPERSAMPLE = 4;
/** The badge's outer edge, and where its ring gives way to the disc, in pixels from the centre. */
const DISC_RADIUS = 62;
const RING_INNER_RADIUS = 55;

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative luminance (WCAG), to pick a readable letter colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 17];

export interface BadgeDesign {
  fill: string;
  ring: string;
  /** Up to four letters or digits; without it, a star (the generic badge). */
  monogram?: string;
}

/**
 * A round badge: a ring in the secondary colour, a disc in the primary
 * colour, and the monogram (or a star) in white or ink, whichever reads
 * better on the disc. Answers 8-bit RGBA pixels.
 */
export function renderBadge(design: BadgeDesign): Uint8Array {
  const fill = parseHex(design.fill);
  const ring = parseHex(design.ring);
  const ink = luminance(fill) > 0.45 ? INK : WHITE;
  const inMark = design.monogram ? monogramShape(design.monogram) : starShape();
  const size = BADGE_SIZE;
  const centre = size / 2;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const px = x + (sx + 0.5) / SUPERSAMPLE;
          const py = y + (sy + 0.5) / SUPERSAMPLE;
          // Squared distances, not Math.hypot: a build samples some 40 million points, and hypot
          // made this loop over twice as slow for the same pixels
          // (docs/decisions/0219-a-cold-build-in-less-time.md).
          const squared = (px - centre) ** 2 + (py - centre) ** 2;
          if (squared > DISC_RADIUS ** 2) continue;
          const colour = squared > RING_INNER_RADIUS ** 2 ? ring : inMark(px, py) ? ink : fill;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      const offset = (y * size + x) * 4;
      if (covered === 0) continue;
      pixels[offset] = Math.round(r / covered);
      pixels[offset + 1] = Math.round(g / covered);
      pixels[offset + 2] = Math.round(b / covered);
      pixels[offset + 3] = Math.round((covered / SUPERSAMPLE ** 2) * 255);
    }
  }
  return pixels;
}

function monogramShape(monogram: string): (x: number, y: number) => boolean {
  const letters = [...monogram.toUpperCase()].filter(hasGlyph).slice(0, 4);
  if (letters.length === 0) return starShape();
  const columns = letters.length * (GLYPH_WIDTH + 1) - 1;
  // As large as fits inside the disc, never taller than about a third of it.
  const cell = Math.min(76 / columns, 44 / GLYPH_HEIGHT);
  const left = BADGE_SIZE / 2 - (columns * cell) / 2;
  const top = BADGE_SIZE / 2 - (GLYPH_HEIGHT * cell) / 2;
  const inked = (x: number, y: number) => {
    const column = Math.floor((x - left) / cell);
    const row = Math.floor((y - top) / cell);
    if (column < 0 || row < 0 || column >= columns || row >= GLYPH_HEIGHT) return false;
    const letter = letters[Math.floor(column / (GLYPH_WIDTH + 1))];
    const within = column % (GLYPH_WIDTH + 1);
    return letter !== undefined && within < GLYPH_WIDTH && glyphBit(letter, within, row);
  };
  // Faux bold: each stroke smeared a little to the right reads better at small sizes.
  return (x, y) => inked(x, y) || inked(x - cell * 0.45, y);
}

/** A five-pointed star, for teams the app has no colours for. */
function starShape(): (x: number, y: number) => boolean {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? 34 : 14;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([
      BADGE_SIZE / 2 + radius * Math.cos(angle),
      BADGE_SIZE / 2 + 3 + radius * Math.sin(angle),
    ]);
  }
  return (x, y) => {
    // Even-odd ray casting.
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i] ?? [0, 0];
      const [xj, yj] = points[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}
