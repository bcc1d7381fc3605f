import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoMark } from './demo-mark';

describe('DemoMark', () => {
  it('shows "demo", heard as "demo, simulated player", with a tooltip', () => {
    render(
      <p>
        maya.ruiz
        <DemoMark isDemo />
      </p>,
    );
    expect(screen.getByText('maya.ruiz', { exact: false })).toHaveTextContent(
      'maya.ruizdemo, simulated player',
    );
    expect(screen.getByTitle('A simulated demo player')).toBeVisible();
  });

  it('shows nothing for a real player', () => {
    const { container } = render(<DemoMark isDemo={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
