import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ParticipantsList } from './participants-list';

describe('ParticipantsList', () => {
  it('links you to /profile with "(you)", public players to their profile, and hides private ones', () => {
    render(
      <MemoryRouter>
        <ParticipantsList
          currentUserId={7}
          participants={[
            { user_id: 7, username: 'me', public_profile: 0, is_demo: false },
            { user_id: 8, username: 'open_fan', public_profile: 1, is_demo: false },
            { user_id: 9, username: 'quiet_fan', public_profile: 0, is_demo: false },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'me (you)' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'open_fan' })).toHaveAttribute('href', '/profile/8');
    expect(screen.queryByRole('link', { name: /quiet_fan/ })).not.toBeInTheDocument();
    expect(screen.getByText('quiet_fan').closest('li')).toHaveTextContent('quiet_fan (private)');
  });

  it('shows a private participant as private when nobody is logged in', () => {
    render(
      <MemoryRouter>
        <ParticipantsList
          currentUserId={null}
          participants={[{ user_id: 7, username: 'me', public_profile: 0, is_demo: false }]}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('(private)')).toBeInTheDocument();
  });

  it('says "No participants." when empty', () => {
    render(<ParticipantsList currentUserId={null} participants={[]} />);
    expect(screen.getByText('No participants.')).toBeInTheDocument();
  });

  it('marks demo participants, and only them', () => {
    render(
      <MemoryRouter>
        <ParticipantsList
          currentUserId={null}
          participants={[
            { user_id: 1, username: 'maya.ruiz', public_profile: 1, is_demo: true },
            { user_id: 2, username: 'real_fan', public_profile: 1, is_demo: false },
          ]}
        />
      </MemoryRouter>,
    );
    const [demo, real] = screen.getAllByRole('listitem');
    expect(demo).toHaveTextContent('maya.ruizdemo, simulated player');
    expect(real).not.toHaveTextContent('demo');
  });
});
