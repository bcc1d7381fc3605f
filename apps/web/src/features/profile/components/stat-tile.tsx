import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled figure; the label and value stay together for screen readers (a <dl> pair). */
export function StatTile({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  /** A short qualifier under the figure. */
  note?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {note && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** A responsive grid of tiles: two columns on phones, `columns` from the small breakpoint. */
export function StatTileGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 1.5,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
