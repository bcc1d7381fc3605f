import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { profileSaveErrorText } from './save-status';

describe('profileSaveErrorText', () => {
  it("shows a cross and the server's message", () => {
    const error = new ApiError(400, 'Bio must be at most 500 characters.', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bio must be at most 500 characters.',
    });
    expect(profileSaveErrorText(error)).toBe('❌ Bio must be at most 500 characters.');
  });

  it('falls back to "Update failed" when the answer has no message', () => {
    expect(profileSaveErrorText(new ApiError(502, 'Request failed (502)', '<html>'))).toBe(
      '❌ Update failed',
    );
  });

  it('shows the error message when no answer came back', () => {
    expect(profileSaveErrorText(new TypeError('Failed to fetch'))).toBe('❌ Failed to fetch');
  });
});
