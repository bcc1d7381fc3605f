import { Notice } from '@/components/notice';
import './home.css';
import { useLoginBanners } from '../hooks/use-login-banners';
import { DAILY_BONUS_MESSAGE, streakMessage } from '../model/login-banners';

export interface LoginBannersViewProps {
  daily: boolean;
  streakDays: number | null;
  onDismissDaily: () => void;
  onDismissStreak: () => void;
}

export function LoginBannersView(props: LoginBannersViewProps) {
  const { daily, streakDays, onDismissDaily, onDismissStreak } = props;
  if (!daily && streakDays === null) return null;
  return (
    <div className="tl-stack tl-banners">
      {daily && (
        <Notice tone="success" onClose={onDismissDaily}>
          {DAILY_BONUS_MESSAGE}
        </Notice>
      )}
      {streakDays !== null && (
        <Notice tone="info" onClose={onDismissStreak}>
          {streakMessage(streakDays)}
        </Notice>
      )}
    </div>
  );
}

/** The daily-bonus and streak banners, each once per browser session. */
export function LoginBanners() {
  const { daily, streakDays, dismissDaily, dismissStreak } = useLoginBanners();
  return (
    <LoginBannersView
      daily={daily}
      streakDays={streakDays}
      onDismissDaily={dismissDaily}
      onDismissStreak={dismissStreak}
    />
  );
}
