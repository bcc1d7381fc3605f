/**
 * The one form usernames are compared in: Unicode NFKC, then lower case. The
 * database computes the same for `users.username_key` (lower(normalize(NFKC))),
 * and the login lookup and the login limiter's keys use this function, so
 * "ＡＤＭＩＮ" and "Admin" are one account and one count (docs/security.md#usernames).
 * Registered names are ASCII, where both sides agree exactly; a non-ASCII
 * login name that folds differently names no account and is counted apart,
 * so it buys an attacker nothing.
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}
