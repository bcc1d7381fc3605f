export { AiPanel } from './components/ai-panel';
export { FlashMessage } from './components/flash-message';
export { HomeTabs } from './components/home-tabs';
export { LoginBanners } from './components/login-banners';
export { SportToggle } from './components/sport-toggle';
export { WelcomePanel } from './components/welcome-panel';
export type { HomeTabKey } from './home-params';
export { useHomeParams } from './hooks/use-home-params';
