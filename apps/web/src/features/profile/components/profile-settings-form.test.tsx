import type { ProfilePatchBody } from '@takeline/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileSettingsForm, type SaveStatus } from './profile-settings-form';

function Harness({ answer }: { answer: SaveStatus }) {
  const [status, setStatus] = useState<SaveStatus>(null);
  const [sent, setSent] = useState<ProfilePatchBody | null>(null);
  return (
    <MemoryRouter>
      <ProfileSettingsForm
        initialBio="Old bio"
        initialPublic={false}
        saving={false}
        status={status}
        onDismissStatus={() => setStatus(null)}
        onSave={(body) => {
          setSent(body);
          setStatus(answer);
        }}
      />
      <output aria-label="sent">{JSON.stringify(sent)}</output>
    </MemoryRouter>
  );
}

describe('ProfileSettingsForm', () => {
  it('has a 4-row bio, the public checkbox and both buttons', () => {
    render(<Harness answer={null} />);
    const bio = screen.getByLabelText('Bio');
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio).toHaveAttribute('rows', '4');
    expect(bio).toHaveValue('Old bio');
    expect(screen.getByRole('checkbox', { name: 'Make Profile Public' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back To Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('sends the bio and public_profile as 1 or 0, then shows the status below the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness answer={{ kind: 'success', text: 'Profile updated' }} />);
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Sharp on totals');
    await user.click(screen.getByRole('checkbox', { name: 'Make Profile Public' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(JSON.parse(screen.getByLabelText('sent').textContent ?? 'null')).toEqual({
      bio: 'Sharp on totals',
      public_profile: 1,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Profile updated');

    await user.click(screen.getByRole('checkbox', { name: 'Make Profile Public' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(JSON.parse(screen.getByLabelText('sent').textContent ?? 'null')).toMatchObject({
      public_profile: 0,
    });
  });

  it('closes the status message with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness answer={{ kind: 'error', text: '❌ Update failed' }} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Update failed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
