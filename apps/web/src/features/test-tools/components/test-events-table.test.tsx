import type { TestEvent } from '@takeline/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DataTableProps } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { testEvent } from '../testing/test-event';
import { TestEventsTable } from './test-events-table';

const event = testEvent({
  id: '0f8b7c1e-4d2a-4e7b-9c3f-2a1b0c9d8e7f',
  status: 'in_progress',
  home_team_score: 3,
  away_team_score: 5,
});

function renderTable(layout: DataTableProps<TestEvent>['layout']) {
  render(
    <MemoryRouter>
      <TestEventsTable
        label="Test events"
        events={[event]}
        action={(row) => ({ to: `/test-events/${row.id}`, label: 'Process' })}
        layout={layout}
      />
    </MemoryRouter>,
  );
}

const processLink = () =>
  screen.getByRole('link', { name: 'Process: Tampa Bay Rays @ Seattle Mariners' });

describe('TestEventsTable', () => {
  it('shows every column on wide screens, the button last', () => {
    renderTable('table');
    const table = screen.getByRole('table', { name: 'Test events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Sport', 'Start', 'Status', 'Score', 'Action']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Tampa Bay Rays @ Seattle Mariners',
      'MLB',
      formatDateTime(event.commence_time),
      'In progress',
      '3 – 5',
      'Process',
    ]);
    expect(processLink()).toHaveAttribute('href', `/test-events/${event.id}`);
  });

  it('turns each event into a card on phones, with the same values and its button', () => {
    renderTable('cards');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(screen.getByRole('list', { name: 'Test events' })).getAllByRole(
      'listitem',
    );
    expect(card).toHaveTextContent(
      `Tampa Bay Rays @ Seattle MarinersMLB · Start ${formatDateTime(event.commence_time)}In progressScore 3 – 5Process`,
    );
    expect(within(card as HTMLElement).getByRole('link')).toBe(processLink());
    expect(processLink()).toHaveAttribute('href', `/test-events/${event.id}`);
  });
});
