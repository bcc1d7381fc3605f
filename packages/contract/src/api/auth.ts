import { z } from 'zod';

export const LOGIN_REQUIRED_MESSAGE = 'Both username and password are required.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const PASSWORDS_MUST_MATCH_MESSAGE = 'Passwords must match.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';
export const TERMS_REQUIRED_MESSAGE = 'You must accept the terms';
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_ALL_SPACES_MESSAGE = 'Password must not be only spaces.';

const required = (label: string) => ({ error: `${label} is required.` });

/**
 * A new password (registration, change): 8 to 200 characters, not all
 * whitespace. The server also refuses the most common passwords
 * (docs/security.md#passwords); logins accept any stored password.
 */
export const newPasswordSchema = (label = 'Password') =>
  z
    .string(required(label))
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, `${label} must be at most 200 characters.`)
    .refine((value) => value.trim().length > 0, PASSWORD_ALL_SPACES_MESSAGE);

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
    password: newPasswordSchema(),
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

export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const logoutEverywhereResponseSchema = z.object({
  message: z.string(),
  /** How many sessions were still open and are now ended (this one included). */
  endedSessions: z.number().int(),
});
export type LogoutEverywhereResponse = z.infer<typeof logoutEverywhereResponseSchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string(required('Current password'))
    .min(1, 'Current password is required.')
    .max(200, INVALID_CREDENTIALS_MESSAGE),
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Every other session has ended; the new token is this browser's new session. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: authUserSchema,
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
