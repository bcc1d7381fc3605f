import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { logoPath, TEAMS_BY_SPORT } from '@takeline/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERIC_LOGO, generateLogos, logoFiles } from './generate-logos';
import { parseHex, renderBadge } from './logos/badge';
import { crc32 } from './logos/png';

/** Reads back what the encoder wrote, checking every chunk's CRC. */
function decodePng(file: Buffer) {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    expect(file.readUInt32BE(offset + 8 + length)).toBe(
      crc32(file.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 6]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => {
    const start = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(start, start + 4)];
  };
  return { width, height, pixel };
}

describe('generated team logos', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeline-logos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const count = generateLogos(dir);
  const files = new Set(readdirSync(dir));

  it('writes /logos/{league}-{team-slug}.png for every team the feeds know, plus a fallback', () => {
    const expected = Object.entries(TEAMS_BY_SPORT).flatMap(([sportKey, teams]) =>
      teams.map((team) => path.basename(logoPath(sportKey, team.name))),
    );
    expect(expected).toContain('mlb-st-louis-cardinals.png');
    expect(expected).toContain('mls-dc-united.png');
    expect(expected).toContain('generic-philadelphia-76ers.png');
    for (const file of expected) expect(files.has(file), file).toBe(true);
    expect(files.has(GENERIC_LOGO)).toBe(true);
    expect(count).toBe(expected.length + 1);
    expect(files.size).toBe(count);
  });

  it('draws a round badge in the team colours: transparent corners, ring, disc', () => {
    const yankees = TEAMS_BY_SPORT.baseball_mlb.find((team) => team.abbreviation === 'NYY');
    if (!yankees) throw new Error('no Yankees');
    const png = decodePng(readFileSync(path.join(dir, 'mlb-new-york-yankees.png')));
    expect([png.width, png.height]).toEqual([128, 128]);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(127, 127)[3]).toBe(0);
    expect(png.pixel(64, 4)).toEqual([...parseHex(yankees.colors[1]), 255]);
    expect(png.pixel(64, 16)).toEqual([...parseHex(yankees.colors[0]), 255]);
  });

  it('writes the monogram in a colour that reads on the disc', () => {
    const png = decodePng(readFileSync(path.join(dir, 'nfl-green-bay-packers.png')));
    const row = Array.from({ length: 128 }, (_, x) => png.pixel(x, 64));
    // Dark green disc: some pixels across the middle are the white letters.
    expect(row.some(([r, g, b]) => r === 255 && g === 255 && b === 255)).toBe(true);
    const columbus = decodePng(readFileSync(path.join(dir, 'mls-columbus-crew.png')));
    // Yellow disc: the letters are dark ink instead.
    const middle = Array.from({ length: 128 }, (_, x) => columbus.pixel(x, 64));
    expect(middle.some(([r, g, b]) => r === 17 && g === 17 && b === 17)).toBe(true);
  });

  // Drawing every logo again is seconds of CPU: on a loaded 2-core machine more than the 5 s default.
  it('regenerates cleanly over an earlier run', () => {
    expect(generateLogos(dir)).toBe(count);
    expect(readdirSync(dir)).toHaveLength(count);
  }, 60_000);

  it('draws every badge exactly as sampling every pixel would (decision 0221)', () => {
    for (const { file, design } of logoFiles()) {
      const drawn = renderBadge(design);
      const sampled = renderBadge(design, { sampleEveryPixel: true });
      // One comparison per badge: a mismatch names the file, not one of 65,536 bytes.
      expect(Buffer.from(drawn).equals(Buffer.from(sampled)), file).toBe(true);
    }
  }, 60_000);
});
