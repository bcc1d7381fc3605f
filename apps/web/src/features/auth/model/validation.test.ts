import { describe, expect, it } from 'vitest';
import { liveConfirmMessage, validateLogin, validateRegistration } from './validation';

const valid = {
  name: 'Mia Fan',
  email: 'mia@example.com',
  username: 'mia',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  termsAccepted: true,
};

describe('login validation', () => {
  it('requires both fields with one message', () => {
    expect(validateLogin({ username: '', password: 'x' })).toBe(
      'Both username and password are required.',
    );
    expect(validateLogin({ username: 'mia', password: '' })).toBe(
      'Both username and password are required.',
    );
    expect(validateLogin({ username: '   ', password: 'x' })).toBe(
      'Both username and password are required.',
    );
    expect(validateLogin({ username: 'mia', password: 'x' })).toBeNull();
  });
});

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires every field', () => {
    const errors = validateRegistration({
      name: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
    });
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      username: 'Username is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm Password is required.',
      termsAccepted: 'You must accept the terms',
    });
  });

  it('says "Passwords must match." on submit, even with other fields empty', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'different-1' })).toEqual({
      confirmPassword: 'Passwords must match.',
    });
    expect(
      validateRegistration({ ...valid, name: '', confirmPassword: 'different-1' }),
    ).toMatchObject({ name: 'Name is required.', confirmPassword: 'Passwords must match.' });
  });

  it('requires the terms', () => {
    expect(validateRegistration({ ...valid, termsAccepted: false })).toEqual({
      termsAccepted: 'You must accept the terms',
    });
  });

  it('applies the server rules for email and password length', () => {
    expect(validateRegistration({ ...valid, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address.',
    );
    expect(
      validateRegistration({ ...valid, password: 'short', confirmPassword: 'short' }).password,
    ).toBe('Password must be at least 8 characters.');
  });

  it('gives the live hint only while the confirmation differs', () => {
    expect(liveConfirmMessage('abc', '')).toBeNull();
    expect(liveConfirmMessage('abc', 'ab')).toBe('Passwords do not match.');
    expect(liveConfirmMessage('abc', 'abc')).toBeNull();
  });
});
