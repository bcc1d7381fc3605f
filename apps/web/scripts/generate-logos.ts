import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoPath, TEAMS_BY_SPORT } from '@takeline/contract';
import { BADGE_SIZE, type BadgeDesign, renderBadge } from './logos/badge';
import { encodePng } from './logos/png';

/** The fallback badge the server sends for a team without its own. */
export const GENERIC_LOGO = 'generic.png';
const GENERIC_DESIGN: BadgeDesign = { fill: '#5F6B7A', ring: '#C4CED4' };

/** Every logo the app knows: /logos/{league}-{team-slug}.png for each team, and the fallback. */
export function logoFiles(): Array<{ file: string; design: BadgeDesign }> {
  const files = Object.entries(TEAMS_BY_SPORT).flatMap(([sportKey, teams]) =>
    teams.map((team) => ({
      file: path.basename(logoPath(sportKey, team.name)),
      design: { fill: team.colors[0], ring: team.colors[1], monogram: team.abbreviation },
    })),
  );
  return [...files, { file: GENERIC_LOGO, design: GENERIC_DESIGN }];
}

/**
 * Writes the team logos as PNG monogram badges in team colours. Made at
 * build time (not downloaded, not committed); Vite copies public/ into the
 * build. Replaces whatever an earlier run left.
 */
export function generateLogos(outputDir: string): number {
  mkdirSync(outputDir, { recursive: true });
  for (const stale of readdirSync(outputDir).filter((name) => name.endsWith('.png'))) {
    rmSync(path.join(outputDir, stale));
  }
  const files = logoFiles();
  for (const { file, design } of files) {
    writeFileSync(
      path.join(outputDir, file),
      encodePng(BADGE_SIZE, BADGE_SIZE, renderBadge(design)),
    );
  }
  return files.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outputDir = fileURLToPath(new URL('../public/logos/', import.meta.url));
  const started = Date.now();
  const count = generateLogos(outputDir);
  console.log(`Generated ${count} team logos in ${outputDir} (${Date.now() - started} ms)`);
}
