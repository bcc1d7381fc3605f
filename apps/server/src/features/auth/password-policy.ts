import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../errors';

export const COMMON_PASSWORD_MESSAGE =
  'That password is too common. Choose one that is harder to guess.';

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of @zxcvbn-ts/language-common (a
 * maintained list), loaded once on first use. ASVS 5.0 6.2.4 asks for at
 * least the top 3,000; the issue asks for 10,000 or more.
 */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/**
 * The server half of the password policy (the contract checks length and
 * all-whitespace): refuses a password from the common list, compared in lower
 * case as the list is. Only new passwords are checked, so existing accounts
 * keep logging in (docs/security.md#passwords).
 */
export function assertPasswordAllowed(password: string): void {
  if (commonPasswords().has(password.toLowerCase())) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
