import type { Page } from '@playwright/test';
import type { ApiUser } from './api';

/**
 * Starts the page signed in as `user`, as a login would leave it: the token,
 * user id and username under the session's local-storage keys. The login screen
 * has its own end-to-end tests; these specs are about what comes after.
 */
export async function signInWithStoredToken(page: Page, user: ApiUser): Promise<void> {
  await page.addInitScript(
    ([token, id, name]) => {
      window.localStorage.setItem('jwtToken', token);
      window.localStorage.setItem('user_id', id);
      window.localStorage.setItem('userName', name);
    },
    [user.token, String(user.id), user.username] as const,
  );
}
