import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'primary' | 'success' | 'error';

/**
 * A small rounded label (balances, outcomes). Lighter than MUI's Chip, and plain elements
 * (styles/base.css): the home page's first screen draws these without MUI (decision 0185).
 */
export function Pill({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: PillTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={`tl-pill tl-pill--${tone}`}>
      {icon}
      {children}
    </span>
  );
}
