import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminPanelView, type AdminPanelViewProps } from './admin-panel';

function renderPanel(props: Partial<AdminPanelViewProps> = {}) {
  const onRun = vi.fn();
  render(
    <MemoryRouter>
      <AdminPanelView running={null} result={null} onRun={onRun} {...props} />
    </MemoryRouter>,
  );
  return onRun;
}

describe('AdminPanelView', () => {
  it('has the seven lifecycle buttons in their documented order and the test-events link', async () => {
    const user = userEvent.setup();
    const onRun = renderPanel();
    expect(screen.getByRole('heading', { name: 'Takeline Event Management' })).toBeInTheDocument();
    const labels = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(labels).toEqual([
      'Fetch Events',
      'Scan Upcoming',
      'Scan In Progress',
      'Scan Completed',
      'Finish Completed',
      'Cleanup Completed',
      'Cleanup Orphan Sentiments',
    ]);
    expect(screen.getByRole('link', { name: 'Test Events' })).toHaveAttribute(
      'href',
      '/test-events',
    );
    await user.click(screen.getByRole('button', { name: 'Scan Upcoming' }));
    expect(onRun).toHaveBeenCalledWith('scan-upcoming-for-start');
  });

  it('shows the documented alert with the counts the server answered', () => {
    renderPanel({
      result: {
        job: 'fetch-events',
        ok: true,
        response: {
          job: 'fetch-events',
          message: 'done',
          counts: { inserted: 12, updated: 0, lines_changed: 3 },
        },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Events fetched successfully. inserted: 12 · lines changed: 3',
    );
  });

  it('shows a failure and disables the buttons while a job runs', () => {
    renderPanel({
      running: 'scan-completed',
      result: { job: 'scan-completed', ok: false, message: 'Admins only.' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Finish Completed failed: Admins only.');
    expect(screen.getByRole('button', { name: 'Finish Completed...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fetch Events' })).toBeDisabled();
  });
});
