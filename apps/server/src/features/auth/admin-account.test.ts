import { describe, expect, it } from 'vitest';
import { bearer, expectLedgerInvariant, loginUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ensureAdmin } from './admin-account';

const t = useTestApp();

async function isAdmin(token: string): Promise<boolean> {
  return (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json().is_admin;
}

describe('ensureAdmin (ADMIN_USERNAME/ADMIN_PASSWORD and npm run create-admin)', () => {
  it('creates an admin with the given password and the usual grants', async () => {
    const result = await ensureAdmin(t.db, t.clock, 'chief', 'chief-password-1');
    expect(result).toEqual({ action: 'created', username: 'chief', generatedPassword: null });
    const login = await loginUser(t.app, 'chief', 'chief-password-1');
    expect(await isAdmin(login.token)).toBe(true);
    await expectLedgerInvariant(t.db);
  });

  it('promotes an existing user without touching the password', async () => {
    const { token, password } = await registerUser(t.app, { username: 'riser' });
    expect(await isAdmin(token)).toBe(false);
    expect(await ensureAdmin(t.db, t.clock, 'RISER', 'ignored-password')).toEqual({
      action: 'promoted',
      username: 'riser',
    });
    expect(await isAdmin(token)).toBe(true);
    await loginUser(t.app, 'riser', password);
    expect((await ensureAdmin(t.db, t.clock, 'riser')).action).toBe('already-admin');
  });

  it('generates a strong password when none is given', async () => {
    const result = await ensureAdmin(t.db, t.clock, 'autogen');
    if (result.action !== 'created') throw new Error('expected a new admin');
    expect(result.generatedPassword).toMatch(/^\S{16}$/);
    await loginUser(t.app, 'autogen', result.generatedPassword ?? '');
  });
});
