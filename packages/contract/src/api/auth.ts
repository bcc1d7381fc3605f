import { z } from 'zod';

export const LOGIN_REQUIRED_MESSAGE = 'Both username and password are required.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const PASSWORDS_MUST_MATCH_MESSAGE = 'Passwords must match.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';
export const TERMS_REQUIRED_MESSAGE = 'You must accept the terms';
export const PASSWORD_MIN_LENGTH = 8;

const required = (label: string) => ({ error: `${label} is required.` });

export const usernameSchema = z
  .string(required('Username'))
  .trim()
  .min(1, 'Username is required.')
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username must be at most 30 characters.')
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, digits, dots, dashes and underscores.',
  );

export const registerBodySchema = z
  .strictObject({
    name: z
      .string(required('Name'))
      .trim()
      .min(1, 'Name is required.')
      .max(100, 'Name must be at most 100 characters.'),
    email: z
      .string(required('Email'))
      .trim()
      .min(1, 'Email is required.')
      .max(254, 'Email is too long.')
      .pipe(z.email('Please enter a valid email address.')),
    username: usernameSchema,
    password: z
      .string(required('Password'))
      .min(1, 'Password is required.')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(200, 'Password must be at most 200 characters.'),
    confirmPassword: z.string(required('Confirm Password')).min(1, 'Confirm Password is required.'),
    termsAccepted: z.boolean({ error: TERMS_REQUIRED_MESSAGE }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_MUST_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((body) => body.termsAccepted === true, {
    message: TERMS_REQUIRED_MESSAGE,
    path: ['termsAccepted'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const authUserSchema = z.object({ id: z.number().int(), username: z.string() });
export type AuthUser = z.infer<typeof authUserSchema>;

export const registerResponseSchema = z.object({ token: z.string(), user: authUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .trim()
    .min(1, LOGIN_REQUIRED_MESSAGE)
    .max(200, INVALID_CREDENTIALS_MESSAGE),
  password: z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .min(1, LOGIN_REQUIRED_MESSAGE)
    .max(200, INVALID_CREDENTIALS_MESSAGE),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  rewardGiven: z.boolean(),
  streakRewardGiven: z.boolean(),
  newStreak: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const protectedResponseSchema = z.object({ message: z.string() });
export type ProtectedResponse = z.infer<typeof protectedResponseSchema>;
