import type { CrowdShares } from '@takeline/contract';

export interface ShareLine {
  label: string;
  percent: number;
}

/**
 * A market's crowd as whole percentages of its picks: "Take 67%, Pass 33%"; a draw share only
 * when someone picked a draw. Rounded each on its own, so they may add up to 99 or 101.
 */
export function sharesInPercent(shares: CrowdShares | undefined): ShareLine[] {
  if (!shares || shares.picks === 0) return [];
  const percent = (count: number) => Math.round((100 * count) / shares.picks);
  const lines = [
    { label: 'Take', percent: percent(shares.take) },
    { label: 'Pass', percent: percent(shares.pass) },
  ];
  if (shares.draw > 0) lines.push({ label: 'Draw', percent: percent(shares.draw) });
  return lines;
}

export function sharesText(shares: CrowdShares | undefined): string {
  const lines = sharesInPercent(shares);
  if (lines.length === 0) return 'No picks';
  const picks = shares?.picks ?? 0;
  return `${lines.map((line) => `${line.label} ${line.percent}%`).join(' · ')} (${picks} ${picks === 1 ? 'pick' : 'picks'})`;
}

/** The web address of an invite, for the owner to copy and share. */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/groups/join/${encodeURIComponent(code)}`;
}
