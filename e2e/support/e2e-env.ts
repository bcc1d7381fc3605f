/** Shared by the Playwright config, the test server and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' } as const;
