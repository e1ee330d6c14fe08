import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../../contracts/account.ts';
import { signOut } from '../../lib/session.ts';
import { ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';

// The rewards feature's widgets load in their own chunk (the app reaches features lazily).
const CheckinStrip = lazy(async () => ({
  default: (await import('../../ui/rewards/checkin-strip.tsx')).CheckinStrip,
}));
const DailyTaskList = lazy(async () => ({
  default: (await import('../../ui/rewards/daily-task-list.tsx')).DailyTaskList,
}));

/** Member centre tabs the panel links to (the seed's `/member?type=N`). */
export const MEMBER_LINKS = {
  recharge: '/member?type=1&isRecharge=1',
  applyAnchor: '/member?type=7',
  anchorLive: '/member?type=9',
  space: '/member?type=18',
} as const;

/**
 * What hovering the avatar shows: who is logged in, the diamond balance with a recharge button,
 * this week's check-ins and today's tasks, the member links and logout. User text is plain text.
 */
export function UserPanel({ user }: { user: Readonly<UserInfo> }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    void navigate(ROUTE_PATHS.main);
  };
  return (
    <div className="user-panel">
      <div className="user-panel-head">
        <img className="user-avatar" src={user.avatar} alt="" width={48} height={48} />
        <div>
          <p className="user-panel-name">{user.user_nickname}</p>
          {user.exp_icon && <img className="user-level" src={user.exp_icon} alt={t('panel.level')} height={18} />}
        </div>
      </div>
      <div className="user-panel-balance">
        <span>{t('panel.balance', { count: user.balance })}</span>
        <button type="button" onClick={() => void navigate(MEMBER_LINKS.recharge)}>
          {t('panel.recharge')}
        </button>
      </div>
      <Suspense fallback={null}>
        <CheckinStrip />
        <DailyTaskList />
      </Suspense>
      <ul className="user-panel-links">
        <li>
          <Link to={`/persona?id=${user.id}`}>{t('panel.persona')}</Link>
        </li>
        <li>
          <Link to={MEMBER_LINKS.space}>{t('panel.space')}</Link>
        </li>
        {user.is_anchor === 0 && (
          <li>
            <Link to={MEMBER_LINKS.applyAnchor}>{t('panel.applyAnchor')}</Link>
          </li>
        )}
        <li>
          <button type="button" className="user-panel-logout" onClick={() => void logout()}>
            {t('panel.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
