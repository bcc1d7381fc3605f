import { describe, expect, it } from 'vitest';
import { bearer, expectLedgerInvariant, loginUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ensureAdmin } from './admin-account';

const t = useTestApp();
const atStart = { promoteExisting: 'if-password-matches' } as const;
const fromCli = { promoteExisting: 'always' } as const;

async function isAdmin(token: string): Promise<boolean> {
  return (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json().is_admin;
}

describe('ensureAdmin (ADMIN_USERNAME/ADMIN_PASSWORD and npm run create-admin)', () => {
  it('creates an admin with the given password and the usual grants', async () => {
    const result = await ensureAdmin(t.db, t.clock, 'chief', 'chief-password-1', atStart);
    expect(result).toEqual({ action: 'created', username: 'chief', generatedPassword: null });
    const login = await loginUser(t.app, 'chief', 'chief-password-1');
    expect(await isAdmin(login.token)).toBe(true);
    await expectLedgerInvariant(t.db);
  });

  it('from the command line, promotes an existing user without touching the password', async () => {
    const { token, password } = await registerUser(t.app, { username: 'riser' });
    expect(await isAdmin(token)).toBe(false);
    expect(await ensureAdmin(t.db, t.clock, 'RISER', undefined, fromCli)).toEqual({
      action: 'promoted',
      username: 'riser',
    });
    expect(await isAdmin(token)).toBe(true);
    await loginUser(t.app, 'riser', password);
    expect((await ensureAdmin(t.db, t.clock, 'riser', undefined, fromCli)).action).toBe(
      'already-admin',
    );
  });

  it('at start, promotes an existing user only when ADMIN_PASSWORD is their password', async () => {
    const { token, password } = await registerUser(t.app, { username: 'squatter' });
    const refused = await ensureAdmin(t.db, t.clock, 'squatter', 'operators-password', atStart);
    expect(refused.action).toBe('refused');
    expect(await isAdmin(token)).toBe(false);
    expect((await ensureAdmin(t.db, t.clock, 'squatter', undefined, atStart)).action).toBe(
      'refused',
    );
    expect(await ensureAdmin(t.db, t.clock, 'squatter', password, atStart)).toEqual({
      action: 'promoted',
      username: 'squatter',
    });
    expect(await isAdmin(token)).toBe(true);
  });

  it('generates a strong password when none is given', async () => {
    const result = await ensureAdmin(t.db, t.clock, 'autogen', undefined, fromCli);
    if (result.action !== 'created') throw new Error('expected a new admin');
    expect(result.generatedPassword).toMatch(/^\S{16}$/);
    await loginUser(t.app, 'autogen', result.generatedPassword ?? '');
  });

  it('refuses a username or password that registration would refuse', async () => {
    await expect(ensureAdmin(t.db, t.clock, 'bad name', 'long-enough-pw', fromCli)).rejects.toThrow(
      'Admin username: Username may contain only letters, digits, dots, dashes and underscores.',
    );
    await expect(ensureAdmin(t.db, t.clock, 'okname', 'short', fromCli)).rejects.toThrow(
      'Admin password must be at least 8 characters.',
    );
  });
});
