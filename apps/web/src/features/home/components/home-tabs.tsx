import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading';
import { HOME_TABS, type HomeTabKey } from '../model/home-params';

interface HomeTabsProps {
  tab: HomeTabKey;
  onChange: (tab: HomeTabKey) => void;
  /** Each panel renders only while its tab is open, so it loads (and reloads) on opening. */
  panels: Record<HomeTabKey, () => ReactNode>;
}

const tabId = (key: HomeTabKey) => `home-tab-${key}`;
const panelId = (key: HomeTabKey) => `home-panel-${key}`;

/** docs/screens.md#home-tabs: the scrollable tabs 0 to 6. */
export function HomeTabs({ tab, onChange, panels }: HomeTabsProps) {
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: HomeTabKey) => onChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Home sections"
        >
          {HOME_TABS.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={tabId(key)}
              // Only the open tab's panel exists: the others would point at nothing.
              aria-controls={key === tab ? panelId(key) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
        <Suspense fallback={<PageLoading />}>{panels[tab]()}</Suspense>
      </Box>
    </Box>
  );
}
