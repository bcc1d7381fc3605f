import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'primary' | 'success' | 'error';

const tones: Record<PillTone, object> = {
  neutral: { bgcolor: 'action.selected', color: 'text.primary' },
  primary: { border: 1, borderColor: 'primary.main', color: 'primary.main' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/**
 * A small rounded label (balances, outcomes). Lighter than MUI's Chip, which the
 * home page would otherwise ship only to draw these.
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
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        gap: 0.5,
        px: 1,
        height: 24,
        borderRadius: 12,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: 18 },
        ...tones[tone],
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
