import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('says "You are offline" while the connection is gone, and nothing once it is back', () => {
    setOnline(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Games, scores and picks need a connection. They load again when you are back online.',
    );

    act(() => setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
