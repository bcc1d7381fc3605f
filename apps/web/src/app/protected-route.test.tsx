import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ProtectedRoute } from './protected-route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      {
        path: '/profile',
        element: (
          <ProtectedRoute>
            <p>secret profile</p>
          </ProtectedRoute>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('ProtectedRoute', () => {
  beforeEach(() => authStore.reload());

  it('sends a visitor without a stored jwtToken to /login', async () => {
    renderAt('/profile');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('secret profile')).not.toBeInTheDocument();
  });

  it('shows the page when a token is stored', async () => {
    localStorage.setItem('jwtToken', 'token');
    authStore.reload();
    renderAt('/profile');
    expect(await screen.findByText('secret profile')).toBeInTheDocument();
  });
});
