import { describe, expect, it } from 'vitest';
import { bearer, loginUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ensureAdmin } from './admin-account';

const t = useTestApp();

describe('ensureAdmin when several servers start with one ADMIN_USERNAME', () => {
  it('creates the admin once and none of them fails', async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        ensureAdmin(t.db, t.clock, 'boss', 'boss-password-123', {
          promoteExisting: 'if-password-matches',
        }),
      ),
    );
    expect(results.filter((result) => result.action === 'created')).toHaveLength(1);
    expect(results.every((result) => result.action !== 'refused')).toBe(true);
    const login = await loginUser(t.app, 'boss', 'boss-password-123');
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(login.token) });
    expect(profile.json().is_admin).toBe(true);
  });
});
