import { useQuery } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../../contracts/account.ts';
import { MEMBER_EXTRA_PATHS } from '../../../contracts/member-extras.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { signOut } from '../../lib/session.ts';
import { ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';
import { routerMenuItem } from '../../ui/router-menu-item.tsx';
import { MEMBER_LINKS } from './member-links.ts';

// The rewards feature's widgets load in their own chunk (the app reaches features lazily).
const CheckinStrip = lazy(async () => ({
  default: (await import('../../ui/rewards/checkin-strip.tsx')).CheckinStrip,
}));
const DailyTaskList = lazy(async () => ({
  default: (await import('../../ui/rewards/daily-task-list.tsx')).DailyTaskList,
}));

/**
 * What the avatar opens: who is logged in, the diamond balance with a recharge button, this
 * week's check-ins and today's tasks, the member links and logout. User text is plain text.
 */
export function UserPanel({ user }: { user: Readonly<UserInfo> }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // Only the unread count is wanted: the smallest page.
  const notices = useQuery(
    apiQuery(MEMBER_EXTRA_PATHS.pushList, { page: 1, limit: 1 }, { personal: true, method: 'GET' }),
  );
  const unread = notices.data?.unread ?? 0;
  const model: MenuItem[] = [
    routerMenuItem(t('panel.persona'), `/persona?id=${user.id}`),
    routerMenuItem(t('panel.space'), MEMBER_LINKS.space),
    routerMenuItem(unread > 0 ? t('panel.noticesUnread', { count: unread }) : t('panel.notices'), MEMBER_LINKS.notices),
    ...(user.is_anchor === 0 ? [routerMenuItem(t('panel.applyAnchor'), MEMBER_LINKS.applyAnchor)] : []),
    { separator: true },
    {
      label: t('panel.logout'),
      command: () => {
        void signOut().then(() => navigate(ROUTE_PATHS.main));
      },
    },
  ];
  return (
    <div className="stack">
      <div className="row">
        <Avatar imageAlt="" image={user.avatar} size="large" shape="circle" />
        <div>
          <strong>{user.user_nickname}</strong>
          {user.exp_icon && <img className="user-level" src={user.exp_icon} alt={t('panel.level')} height={18} />}
        </div>
      </div>
      <div className="row">
        <span className="grow">{t('panel.balance', { count: user.balance })}</span>
        <Button
          type="button"
          size="small"
          label={t('panel.recharge')}
          onClick={() => void navigate(MEMBER_LINKS.recharge)}
        />
      </div>
      <Suspense fallback={null}>
        <CheckinStrip />
        <DailyTaskList />
      </Suspense>
      <Menu model={model} pt={{ menu: { 'aria-label': t('panel.links') } }} className="user-panel-links" />
    </div>
  );
}
