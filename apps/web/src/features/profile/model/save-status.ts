import { ApiError } from '@/lib/api-client';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated';

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * docs/screens.md#profile-settings: a refused save shows a cross and the server's message, else
 * "Update failed"; a request that never got an answer shows the error itself.
 */
export function profileSaveErrorText(error: unknown): string {
  if (error instanceof ApiError) return `❌ ${serverMessage(error.body) ?? 'Update failed'}`;
  if (error instanceof Error && error.message) return `❌ ${error.message}`;
  return '❌ Update failed';
}
