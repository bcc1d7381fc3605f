import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, LOGIN_FAILED_MESSAGE } from '../model/errors';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

describe('LoginForm', () => {
  it('shows the required message in a warning banner and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm pending={false} serverError={null} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'mia');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Both username and password are required.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'mia', password: 'secret' });
  });

  it('shows the server error, the loading label, and Cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = render(
      <LoginForm
        pending={false}
        serverError="Invalid username or password."
        onSubmit={vi.fn()}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<LoginForm pending serverError={null} onSubmit={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});

describe('authErrorMessage', () => {
  it('prefers the server message, then the error message, then "Login failed"', () => {
    expect(
      authErrorMessage(
        new ApiError(401, 'Invalid username or password.', {}),
        LOGIN_FAILED_MESSAGE,
      ),
    ).toBe('Invalid username or password.');
    expect(authErrorMessage(new Error('Failed to fetch'), LOGIN_FAILED_MESSAGE)).toBe(
      'Failed to fetch',
    );
    expect(authErrorMessage(new Error(''), LOGIN_FAILED_MESSAGE)).toBe('Login failed');
    expect(authErrorMessage({ odd: true }, LOGIN_FAILED_MESSAGE)).toBe(
      'An unexpected error occurred',
    );
  });
});

describe('RegisterForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'long-enough-1') {
    await user.type(screen.getByLabelText(/^Name/), 'Mia Fan');
    await user.type(screen.getByLabelText(/^Email/), 'mia@example.com');
    await user.type(screen.getByLabelText(/^Username/), 'mia');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  }

  it('has the register fields and sends a complete form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <RegisterForm pending={false} serverError={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'Accept Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Mia Fan',
      email: 'mia@example.com',
      username: 'mia',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      termsAccepted: true,
    });
  });

  it('shows the live mismatch hint, then "Passwords must match." on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <RegisterForm pending={false} serverError={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await fill(user, 'long-enough-2');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords must match.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the terms', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <RegisterForm pending={false} serverError={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must accept the terms');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows "Registering..." while loading and the server error', () => {
    render(
      <RegisterForm
        pending
        serverError="That username is taken."
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('That username is taken.');
  });
});
