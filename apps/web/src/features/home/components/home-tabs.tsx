import { type KeyboardEvent, type ReactNode, Suspense, useRef } from 'react';
import { PageLoading } from '@/components/page-loading';
import { HOME_TABS, type HomeTabKey } from '../model/home-params';
import './home.css';

interface HomeTabsProps {
  tab: HomeTabKey;
  onChange: (tab: HomeTabKey) => void;
  /** Each panel renders only while its tab is open, so it loads (and reloads) on opening. */
  panels: Record<HomeTabKey, () => ReactNode>;
}

const tabId = (key: HomeTabKey) => `home-tab-${key}`;
const panelId = (key: HomeTabKey) => `home-panel-${key}`;

/** Where the arrow keys, Home and End move the focus (the WAI-ARIA tabs pattern, as MUI's Tabs). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * docs/screens.md#home-tabs: the scrollable tabs 0 to 6. Plain buttons with the tab roles, one
 * tab stop, arrows between tabs and Enter or Space to open one, as MUI's Tabs behaved; drawn by
 * home.css, because the tab bar is on Home's first screen (decision 0185).
 */
export function HomeTabs({ tab, onChange, panels }: HomeTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = nextIndex(event.key, current, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <div>
      <div className="tl-tabs">
        <div
          ref={list}
          role="tablist"
          aria-label="Home sections"
          className="tl-tabs__list"
          onKeyDown={onKeyDown}
        >
          {HOME_TABS.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              role="tab"
              className="tl-tab"
              id={tabId(key)}
              aria-selected={key === tab}
              tabIndex={key === tab ? 0 : -1}
              // Only the open tab's panel exists: the others would point at nothing.
              aria-controls={key === tab ? panelId(key) : undefined}
              onClick={() => {
                if (key !== tab) onChange(key);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="tl-tabpanel">
        <Suspense fallback={<PageLoading />}>{panels[tab]()}</Suspense>
      </div>
    </div>
  );
}
