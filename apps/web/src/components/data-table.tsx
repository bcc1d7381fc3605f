import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type Breakpoint, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Shown as the card's title on phones instead of as a labelled line. */
  primary?: boolean;
  /** A header for screen readers only, for a column whose cells say what they are (links). */
  headerHidden?: boolean;
}

export interface DataTableProps<Row> {
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** 'auto' picks a table on wide screens and labelled cards on phones. */
  layout?: 'auto' | 'table' | 'cards';
  /** Where 'auto' switches to the table: 'md' for rows too wide for a 600 px tablet. */
  tableFrom?: Breakpoint;
  /** A compact card body for phones; by default each column becomes a labelled line. */
  renderCard?: (row: Row) => ReactNode;
}

/**
 * A table that never makes the page scroll sideways: on phones each row
 * becomes a card of "header: value" lines.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  layout = 'auto',
  tableFrom = 'sm',
  renderCard,
}: DataTableProps<Row>) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up(tableFrom), { noSsr: true });
  const asTable = layout === 'table' || (layout === 'auto' && wide);

  if (asTable) {
    return (
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700 }}>
                  {column.headerHidden ? (
                    <Box component="span" sx={visuallyHidden}>
                      {column.header}
                    </Box>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  const primary = columns.find((column) => column.primary);
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
          {renderCard ? (
            renderCard(row)
          ) : (
            <>
              {primary && (
                <Typography component="div" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {primary.render(row)}
                </Typography>
              )}
              <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
                {columns
                  .filter((column) => column !== primary)
                  .map((column) => (
                    <Stack
                      key={column.key}
                      direction="row"
                      spacing={1}
                      sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
                    >
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.header}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {column.render(row)}
                      </Typography>
                    </Stack>
                  ))}
              </Stack>
            </>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
