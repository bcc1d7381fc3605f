import { TEST_TOOL_ALERTS } from '@takeline/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureNotice, NoticeAlert } from './notice';

describe('NoticeAlert', () => {
  it("keeps the alert's text exact and shows the server's detail beneath it", () => {
    render(
      <NoticeAlert
        notice={{
          severity: 'success',
          text: TEST_TOOL_ALERTS.gameCompleted,
          detail: 'Test event completed: settled 1 sentiment.',
        }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Game moved to completed\.$/);
    const detail = screen.getByText('Test event completed: settled 1 sentiment.');
    expect(screen.getByRole('alert')).not.toContainElement(detail);
  });

  it('puts the reason of a failure beneath the exact alert string', () => {
    const refused = new ApiError(409, 'Test event is already completed.', null);
    render(<NoticeAlert notice={failureNotice(TEST_TOOL_ALERTS.scoresFailed, refused)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error submitting scores\.$/);
    expect(screen.getByTestId('notice-detail')).toHaveTextContent(
      'Test event is already completed.',
    );
  });

  it('shows no detail when the reason says the same as the alert', () => {
    const missing = new ApiError(404, 'Test event not found.', null);
    render(<NoticeAlert notice={failureNotice('Test event not found.', missing)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Test event not found\.$/);
    expect(screen.queryByTestId('notice-detail')).not.toBeInTheDocument();
  });
});
