import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env';

let counter = 0;

/** A unique username per call, so tests sharing one server never collide. */
export function uniqueName(prefix = 'fan'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export interface ApiUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** Registers through the API (fast setup; the UI flows have their own tests). */
export async function registerViaApi(request: APIRequestContext, prefix = 'fan'): Promise<ApiUser> {
  const username = uniqueName(prefix);
  const password = 'e2e-password-123';
  const response = await request.post('/api/users/register', {
    data: {
      name: `E2E ${username}`,
      email: `${username}@example.com`,
      username,
      password,
      confirmPassword: password,
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { id: body.user.id, username, password, token: body.token };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}
