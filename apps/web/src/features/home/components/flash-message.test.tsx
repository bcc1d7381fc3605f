import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FlashMessage } from './flash-message';

describe('FlashMessage', () => {
  it('shows the message handed over once, and drops it from the history entry', async () => {
    const router = createMemoryRouter([{ path: '/home', element: <FlashMessage /> }], {
      initialEntries: [{ pathname: '/home', state: { flash: 'Registration successful!' } }],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await screen.findByText('Registration successful!');
    expect(router.state.location.state).toBeNull();
    // Still on screen after the history entry was cleaned.
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
  });

  it('shows nothing without a message', () => {
    const router = createMemoryRouter([{ path: '/home', element: <FlashMessage /> }], {
      initialEntries: ['/home'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
