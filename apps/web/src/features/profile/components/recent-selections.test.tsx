import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { historyRow, NOW, twentyThreeRows } from '../testing/history-rows';
import { RecentSelections } from './recent-selections';

function renderSelections(rows = twentyThreeRows(), layout: 'table' | 'cards' = 'table') {
  render(
    <MemoryRouter>
      <RecentSelections rows={rows} now={NOW} layout={layout} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Event names in table order ("Away 3 @ Home 3" -> 3). */
function shownIndexes(): number[] {
  const table = screen.getByRole('table', { name: 'Recent selections' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(/Away (\d+) @/.exec(row.textContent ?? '')?.[1]));
}

describe('RecentSelections', () => {
  it('pages 23 selections 10 at a time with Prev and Next', async () => {
    const user = renderSelections();
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });

    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(shownIndexes()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(prev).toBeDisabled();

    await user.click(next);
    expect(screen.getByText(/Page 2 of 3 · 11–20 of 23/)).toBeInTheDocument();
    expect(shownIndexes()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    await user.click(next);
    expect(shownIndexes()).toEqual([20, 21, 22]);
    expect(next).toBeDisabled();

    await user.click(prev);
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();
  });

  it('defaults to 30 days back and narrows with Days Back, back to page 1', async () => {
    const user = renderSelections();
    expect(screen.getByLabelText('Days Back')).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.selectOptions(screen.getByLabelText('Days Back'), '7');
    expect(shownIndexes()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(screen.getByText(/Page 1 of 1/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Days Back'), '1');
    expect(shownIndexes()).toEqual([0]);
  });

  it('filters by outcome, market and sport', async () => {
    const user = renderSelections();
    // docs/screens.md#recent-selections: all, Win, Loss, Draw, Pending.
    expect(
      within(screen.getByLabelText('Outcome'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All outcomes', 'Win', 'Loss', 'Draw', 'Pending']);
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Loss');
    // Loss: i % 4 == 1.
    expect(shownIndexes()).toEqual([1, 5, 9, 13, 17, 21]);

    await user.selectOptions(screen.getByLabelText('Market'), 'spread');
    // ...and spread: i % 3 == 1.
    expect(shownIndexes()).toEqual([1, 13]);

    await user.selectOptions(screen.getByLabelText('Outcome'), 'all');
    await user.selectOptions(screen.getByLabelText('Market'), 'all');
    await user.selectOptions(screen.getByLabelText('Sport'), 'soccer_usa_mls');
    expect(shownIndexes()).toEqual([2, 5, 8, 11, 14, 17, 20]);
    expect(
      within(screen.getByLabelText('Sport')).getByRole('option', { name: 'MLS' }),
    ).toBeTruthy();
  });

  it('sorts descending by the chosen field', async () => {
    const user = renderSelections();
    await user.selectOptions(screen.getByLabelText('Sort by (descending)'), 'xp_points');
    const table = screen.getByRole('table', { name: 'Recent selections' });
    const xpColumn = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[5]?.textContent));
    expect(xpColumn).toEqual([22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
  });

  it('marks outcomes and links each row to its event stats', () => {
    renderSelections([
      historyRow({ event_id: 'won', hoursAgo: 1, outcome: 'Win' }),
      historyRow({ event_id: 'lost', hoursAgo: 2, outcome: 'Loss' }),
      historyRow({ event_id: 'push', hoursAgo: 3, outcome: 'Draw' }),
      historyRow({ event_id: 'open', hoursAgo: 4, outcome: 'Pending' }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Recent selections' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0] as HTMLElement).getByTitle('Win')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByTitle('Loss')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Pending')).toHaveAttribute(
      'title',
      'Push: stake returned',
    );
    expect(within(rows[3] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^View/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/event/won/stats',
      '/event/lost/stats',
      '/event/push/stats',
      '/event/open/stats',
    ]);
  });

  it('shows one card per selection on phones, with the same words and links', () => {
    renderSelections(
      [
        historyRow({
          event_id: 'won',
          outcome: 'Win',
          selection_type: 'Pass',
          selection_value: 'away',
        }),
      ],
      'cards',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(screen.getByRole('list', { name: 'Recent selections' })).getAllByRole(
      'listitem',
    );
    expect(card).toHaveTextContent('Boston Red Sox @ New York Yankees');
    expect(card).toHaveTextContent('Pass · Boston Red Sox to win');
    expect(within(card as HTMLElement).getByRole('link', { name: /^View stats/ })).toHaveAttribute(
      'href',
      '/event/won/stats',
    );
  });

  it('says when there are no selections at all', () => {
    renderSelections([]);
    expect(screen.getByText(/No selections yet/)).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 1/)).toBeInTheDocument();
  });

  it('says when the filters match nothing', async () => {
    const user = renderSelections([historyRow({ hoursAgo: 48, outcome: 'Win' })]);
    await user.selectOptions(screen.getByLabelText('Days Back'), '1');
    expect(screen.getByText('No selections match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links a settled selection to its shared-pick page, and not a pending one', () => {
    for (const layout of ['table', 'cards'] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <RecentSelections
            rows={[
              historyRow({ sentiment_id: 41, hoursAgo: 1 }),
              historyRow({ sentiment_id: 42, hoursAgo: 2, outcome: 'Pending' }),
            ]}
            now={NOW}
            layout={layout}
          />
        </MemoryRouter>,
      );
      const share = screen.getAllByRole('link', { name: /^Share your pick on / });
      expect(
        share.map((link) => link.getAttribute('href')),
        layout,
      ).toEqual(['/pick/41']);
      unmount();
    }
  });
});
