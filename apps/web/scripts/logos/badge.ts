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

/**
 * The monogram or star drawn on the disc: whether a point is inked, and a box (in pixels) that
 * holds every inked point, so pixels clear of it need not ask.
 */
interface Mark {
  inked(x: number, y: number): boolean;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BadgeDesign {
  fill: string;
  ring: string;
  /** Up to four letters or digits; without it, a star (the generic badge). */
  monogram?: string;
}

/**
 * A round badge: a ring in the secondary colour, a disc in the primary
 * colour, and the monogram (or a star) in white or ink, whichever reads
 * better on the disc. Answers 8-bit RGBA pixels. `sampleEveryPixel` turns off
 * the shortcut for pixels whose samples all agree, so a test can check that it
 * changes no pixel.
 */
export function renderBadge(
  design: BadgeDesign,
  { sampleEveryPixel = false }: { sampleEveryPixel?: boolean } = {},
): Uint8Array {
  const fill = parseHex(design.fill);
  const ring = parseHex(design.ring);
  const ink = luminance(fill) > 0.45 ? INK : WHITE;
  const mark = design.monogram ? monogramShape(design.monogram) : starShape();
  const size = BADGE_SIZE;
  const centre = size / 2;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const offset = (y * size + x) * 4;
      // Most pixels lie wholly outside the badge, in its ring or in its plain disc: all their
      // samples agree, so the pixel is that colour and is not sampled
      // (docs/decisions/0221-badges-sampled-only-where-they-change.md).
      const whole = sampleEveryPixel ? 'mixed' : wholePixel(x, y, centre, mark);
      if (whole === 'outside') continue;
      if (whole !== 'mixed') {
        const colour = whole === 'ring' ? ring : fill;
        pixels.set([colour[0], colour[1], colour[2], 255], offset);
        continue;
      }
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
          const colour = squared > RING_INNER_RADIUS ** 2 ? ring : mark.inked(px, py) ? ink : fill;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      if (covered === 0) continue;
      pixels[offset] = Math.round(r / covered);
      pixels[offset + 1] = Math.round(g / covered);
      pixels[offset + 2] = Math.round(b / covered);
      pixels[offset + 3] = Math.round((covered / SUPERSAMPLE ** 2) * 255);
    }
  }
  return pixels;
}

/**
 * What every sample of pixel (x, y) would find, when they all find the same: outside the disc,
 * in the ring, or on the disc clear of the mark; otherwise `mixed`. Exact: the samples lie inside
 * the pixel's square, whose nearest and farthest points from the centre bound their distances
 * (whole numbers, so no rounding), and the mark's box is given a pixel of margin.
 */
function wholePixel(
  x: number,
  y: number,
  centre: number,
  mark: Mark,
): 'outside' | 'ring' | 'disc' | 'mixed' {
  const nearX = Math.max(x, Math.min(centre, x + 1)) - centre;
  const nearY = Math.max(y, Math.min(centre, y + 1)) - centre;
  const farX = Math.max(Math.abs(x - centre), Math.abs(x + 1 - centre));
  const farY = Math.max(Math.abs(y - centre), Math.abs(y + 1 - centre));
  const nearest = nearX ** 2 + nearY ** 2;
  const farthest = farX ** 2 + farY ** 2;
  if (nearest > DISC_RADIUS ** 2) return 'outside';
  if (nearest > RING_INNER_RADIUS ** 2 && farthest <= DISC_RADIUS ** 2) return 'ring';
  const clearOfMark =
    x + 2 <= mark.left || x - 1 >= mark.right || y + 2 <= mark.top || y - 1 >= mark.bottom;
  if (farthest <= RING_INNER_RADIUS ** 2 && clearOfMark) return 'disc';
  return 'mixed';
}

function monogramShape(monogram: string): Mark {
  const letters = [...monogram.toUpperCase()].filter(hasGlyph).slice(0, 4);
  if (letters.length === 0) return starShape();
  const columns = letters.length * (GLYPH_WIDTH + 1) - 1;
  // As large as fits inside the disc, never taller than about a third of it.
  const cell = Math.min(76 / columns, 44 / GLYPH_HEIGHT);
  const left = BADGE_SIZE / 2 - (columns * cell) / 2;
  const top = BADGE_SIZE / 2 - (GLYPH_HEIGHT * cell) / 2;
  // The font's cells for this monogram, read once rather than for every sample.
  const cells = new Uint8Array(columns * GLYPH_HEIGHT);
  for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const letter = letters[Math.floor(column / (GLYPH_WIDTH + 1))];
      const within = column % (GLYPH_WIDTH + 1);
      const bit = letter !== undefined && within < GLYPH_WIDTH && glyphBit(letter, within, row);
      cells[row * columns + column] = bit ? 1 : 0;
    }
  }
  const inked = (x: number, y: number) => {
    const column = Math.floor((x - left) / cell);
    const row = Math.floor((y - top) / cell);
    if (column < 0 || row < 0 || column >= columns || row >= GLYPH_HEIGHT) return false;
    return cells[row * columns + column] === 1;
  };
  // Faux bold: each stroke smeared a little to the right reads better at small sizes.
  const smear = cell * 0.45;
  return {
    inked: (x, y) => inked(x, y) || inked(x - smear, y),
    left,
    right: left + columns * cell + smear,
    top,
    bottom: top + GLYPH_HEIGHT * cell,
  };
}

/** A five-pointed star, for teams the app has no colours for. */
function starShape(): Mark {
  const outerRadius = 34;
  const centreY = BADGE_SIZE / 2 + 3;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outerRadius : 14;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([BADGE_SIZE / 2 + radius * Math.cos(angle), centreY + radius * Math.sin(angle)]);
  }
  const inked = (x: number, y: number) => {
    // Even-odd ray casting.
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i] ?? [0, 0];
      const [xj, yj] = points[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  return {
    inked,
    left: BADGE_SIZE / 2 - outerRadius,
    right: BADGE_SIZE / 2 + outerRadius,
    top: centreY - outerRadius,
    bottom: centreY + outerRadius,
  };
}
