import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'tl_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Known-device cookies (docs/security.md#lockout): after a successful login
 * the browser gets an HttpOnly cookie naming the username it proved, signed
 * with the server secret. A later login for that username with the cookie is
 * counted on the device's own key, so strangers' failures against the
 * username cannot lock its owner out of a device they have used before.
 */
export class DeviceCookies {
  readonly #key: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    this.#key = createHmac('sha256', secret).update('device-cookie').digest();
  }

  /** A Set-Cookie value for a fresh device id bound to `usernameKey`. */
  issue(usernameKey: string): string {
    const id = randomBytes(16).toString('base64url');
    const name = Buffer.from(usernameKey).toString('base64url');
    const value = `${id}.${name}.${this.#sign(`${id}.${name}`)}`;
    const flags = ['Path=/api/users', 'HttpOnly', 'SameSite=Strict', `Max-Age=${ONE_YEAR_SECONDS}`];
    if (this.secure) flags.push('Secure');
    return `${DEVICE_COOKIE}=${value}; ${flags.join('; ')}`;
  }

  /** The device id when the Cookie header holds a valid cookie for `usernameKey`. */
  deviceFor(cookieHeader: string | undefined, usernameKey: string): string | undefined {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    const [id, name, mac] = value?.split('.') ?? [];
    if (!id || !name || !mac) return undefined;
    const expected = Buffer.from(this.#sign(`${id}.${name}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return Buffer.from(name, 'base64url').toString() === usernameKey ? id : undefined;
  }

  #sign(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
