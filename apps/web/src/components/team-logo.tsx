import { logoPath } from '@takeline/contract';
import { useState } from 'react';

/** Up to three capitals of the team name, for the generic badge ("New York Yankees" -> "NYY"). */
export function teamInitials(teamName: string): string {
  const words = teamName.split(/\s+/).filter(Boolean);
  const initials = words.map((word) => word[0]?.toUpperCase() ?? '').join('');
  return initials.slice(0, 3) || '?';
}

interface TeamLogoProps {
  sportKey: string;
  team: string;
  size?: number;
}

/**
 * The team's badge from /logos/{league}-{slug}.png (path from the contract).
 * When the image is missing or fails, a generic badge with the team's initials
 * takes its place. Decorative: the team name is always written beside it.
 * Plain elements (styles/base.css): every schedule row on Home draws two (decision 0185).
 */
export function TeamLogo({ sportKey, team, size = 28 }: TeamLogoProps) {
  const src = logoPath(sportKey, team);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <span
        className="tl-team-logo tl-team-logo--generic"
        data-testid="generic-team-logo"
        aria-hidden="true"
        style={{ width: size, height: size, fontSize: size * 0.34 }}
      >
        {teamInitials(team)}
      </span>
    );
  }
  return (
    <img
      className="tl-team-logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ width: size, height: size }}
    />
  );
}
