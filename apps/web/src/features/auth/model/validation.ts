import {
  type LoginBody,
  loginBodySchema,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORDS_MUST_MATCH_MESSAGE,
  type RegisterBody,
  registerBodySchema,
  TERMS_REQUIRED_MESSAGE,
} from '@takeline/contract';

/** docs/screens.md#login: both fields required, one message. The contract schema says it. */
export function validateLogin(values: LoginBody): string | null {
  const result = loginBodySchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export type RegisterField = keyof RegisterBody;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

const REGISTER_FIELDS: readonly RegisterField[] = [
  'name',
  'email',
  'username',
  'password',
  'confirmPassword',
  'termsAccepted',
];

/**
 * One message per field, from the same schema the server validates with, so
 * the form never accepts what the server refuses. The match and terms checks
 * are added here too, because zod skips object refinements while a field is
 * still empty and the user should see every problem at once.
 */
export function validateRegistration(values: RegisterBody): RegisterErrors {
  const errors: RegisterErrors = {};
  const result = registerBodySchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (REGISTER_FIELDS as readonly string[]).includes(field)) {
        errors[field as RegisterField] ??= issue.message;
      }
    }
  }
  if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword ??= PASSWORDS_MUST_MATCH_MESSAGE;
  }
  if (!values.termsAccepted) errors.termsAccepted ??= TERMS_REQUIRED_MESSAGE;
  return errors;
}

/** The live hint under Confirm Password while the user types. */
export function liveConfirmMessage(password: string, confirmPassword: string): string | null {
  return confirmPassword && password !== confirmPassword ? PASSWORDS_DO_NOT_MATCH_MESSAGE : null;
}

export function firstError(errors: RegisterErrors): string | null {
  for (const field of REGISTER_FIELDS) {
    const message = errors[field];
    if (message) return message;
  }
  return null;
}
