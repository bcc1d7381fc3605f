import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HOME_TABS, type HomeTabKey } from '../model/home-params';
import { HomeTabs } from './home-tabs';

const panels = Object.fromEntries(
  HOME_TABS.map(({ key, label }) => [key, () => <p>{label} content</p>]),
) as Record<HomeTabKey, () => ReactNode>;

function Harness() {
  const [tab, setTab] = useState<HomeTabKey>('schedule');
  return <HomeTabs tab={tab} onChange={setTab} panels={panels} />;
}

/** Every aria-controls names an element that is on the page. */
function expectControlsResolve() {
  for (const tab of screen.getAllByRole('tab')) {
    const controls = tab.getAttribute('aria-controls');
    if (controls !== null) expect(document.getElementById(controls), controls).not.toBeNull();
  }
}

describe('HomeTabs', () => {
  it('points only the selected tab at its panel, which is labelled by that tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      HOME_TABS.map((tab) => tab.label),
    );
    const schedule = screen.getByRole('tab', { name: 'Current Schedule' });
    expect(schedule).toHaveAttribute('aria-controls', 'home-panel-schedule');
    expect(screen.getByRole('tabpanel', { name: 'Current Schedule' })).toHaveTextContent(
      'Current Schedule content',
    );
    expect(screen.getByRole('tab', { name: 'News Feed' })).not.toHaveAttribute('aria-controls');
    expectControlsResolve();

    await user.click(screen.getByRole('tab', { name: 'News Feed' }));
    expect(screen.getByRole('tab', { name: 'News Feed' })).toHaveAttribute(
      'aria-controls',
      'home-panel-news',
    );
    expect(schedule).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tabpanel', { name: 'News Feed' })).toHaveTextContent(
      'News Feed content',
    );
    expectControlsResolve();
  });
});

describe('HomeTabs keyboard', () => {
  it('is one tab stop; arrows, Home and End move between tabs, Enter opens one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Current Schedule' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live Scores' })).toHaveFocus();
    // Moving the focus does not open the tab.
    expect(screen.getByRole('tab', { name: 'Current Schedule' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Current Schedule' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About content');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([
      -1, -1, -1, -1, -1, -1, 0,
    ]);
  });
});
