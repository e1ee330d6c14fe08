import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { Avatar } from 'primereact/avatar';
import { Badge } from 'primereact/badge';
import { Menu } from 'primereact/menu';
import { Button } from 'primereact/button';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS, type MemberInfo } from '../../../contracts/account.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { routerMenuItem } from '../../ui/router-menu-item.tsx';
import { LevelSection } from './level-section.tsx';
import { MEMBER_TYPES, menuFor, sectionForType, type MemberSection } from './member-types.ts';
import { MessageSection } from './message-section.tsx';
import { MySpaceSection } from './my-space-section.tsx';
import { PersonalInfoSection } from './personal-info-section.tsx';
import { RealNameSection } from './real-name-section.tsx';
import './member.css';
import './extras/extras.css';

const WalletSection = lazy(async () => ({ default: (await import('./wallet/wallet-section.tsx')).WalletSection }));
const RecordsSection = lazy(async () => ({ default: (await import('./wallet/records-section.tsx')).RecordsSection }));
const AnchorApplicationSection = lazy(async () => ({
  default: (await import('./apply/anchor-application.tsx')).AnchorApplicationSection,
}));
const ExpertApplicationSection = lazy(async () => ({
  default: (await import('./apply/expert-application.tsx')).ExpertApplicationSection,
}));
const ExchangeMallSection = lazy(async () => ({
  default: (await import('./mall/exchange-mall.tsx')).ExchangeMallSection,
}));
const WithdrawSection = lazy(async () => ({
  default: (await import('./wallet/withdraw-section.tsx')).WithdrawSection,
}));
const PayoutAccountsSection = lazy(async () => ({
  default: (await import('./wallet/payout-section.tsx')).PayoutAccountsSection,
}));
const TaskCentreSection = lazy(async () => ({ default: (await import('./tasks/task-centre.tsx')).TaskCentreSection }));
const AnchorCentreSection = lazy(async () => ({
  default: (await import('./anchor-centre/anchor-centre-section.tsx')).AnchorCentreSection,
}));
const CollectionsSection = lazy(async () => ({
  default: (await import('./extras/collections-section.tsx')).CollectionsSection,
}));
const FollowsSection = lazy(async () => ({ default: (await import('./extras/follow-sections.tsx')).FollowsSection }));
const ReservationsSection = lazy(async () => ({
  default: (await import('./extras/follow-sections.tsx')).ReservationsSection,
}));
const WatchHistorySection = lazy(async () => ({
  default: (await import('./extras/watch-history-section.tsx')).WatchHistorySection,
}));
const HornsSection = lazy(async () => ({ default: (await import('./extras/horns-section.tsx')).HornsSection }));
const PushSection = lazy(async () => ({ default: (await import('./extras/push-section.tsx')).PushSection }));
const AnchorExperienceSection = lazy(async () => ({
  default: (await import('./extras/anchor-experience-section.tsx')).AnchorExperienceSection,
}));
const DistributionSection = lazy(async () => ({
  default: (await import('./extras/distribution-section.tsx')).DistributionSection,
}));
const ChannelApplicationSection = lazy(async () => ({
  default: (await import('./extras/channel-section.tsx')).ChannelApplicationSection,
}));
const ActivitySection = lazy(async () => ({
  default: (await import('./extras/activity-section.tsx')).ActivitySection,
}));

/** Sections this page can show. */
const AVAILABLE: MemberSection[] = [
  'personal',
  'mySpace',
  'collections',
  'follows',
  'reservations',
  'watchHistory',
  'realName',
  'level',
  'anchorExperience',
  'messages',
  'push',
  'horns',
  'wallet',
  'tasks',
  'activity',
  'distribution',
  'consumption',
  'orders',
  'income',
  'withdraw',
  'withdrawals',
  'payout',
  'mall',
  'applyAnchor',
  'applyExpert',
  'applyChannel',
  'anchorCentre',
];

/** `/member`: the user centre, a menu of sections chosen by the `type` query. Needs a login. */
export function MemberPage() {
  const { t } = useTranslation(['member', 'validation']);
  const { user } = useSnapshot(userState);
  const [query] = useSearchParams();
  const info = useQuery(memberQuery(ACCOUNT_PATHS.memberInfo, user ? {} : null));

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);

  if (!user) {
    return (
      <section className="member-page member-logged-out">
        <p>{t('loginPrompt')}</p>
        <Button type="button" onClick={() => openLoginDialog()} label={t('login')} />
      </section>
    );
  }

  const isAnchor = (info.data?.is_anchor ?? user.is_anchor) === 1;
  const menu = menuFor(AVAILABLE, isAnchor);
  const section = sectionForType(query.get('type'), menu);
  return (
    <div className="member-page">
      <nav className="member-menu" aria-label={t('title')}>
        <div className="row member-menu-user">
          <Avatar imageAlt="" image={info.data?.avatar ?? user.avatar} shape="circle" />
          <strong>{info.data?.user_nickname ?? user.user_nickname}</strong>
        </div>
        <Menu
          model={menu.map((s) =>
            routerMenuItem(t(`menu.${s}`), `/member?type=${MEMBER_TYPES[s]}`, {
              current: s === section,
              end: s === 'messages' && (info.data?.unread_messages ?? 0) > 0 && (
                <Badge value={info.data?.unread_messages} severity="danger" />
              ),
            }),
          )}
        />
      </nav>
      <div className="member-content">
        {info.error && <p className="error-text">{info.error.message}</p>}
        <Suspense fallback={<p>{t('loading')}</p>}>
          {info.data
            ? renderSection(section, info.data, () => void info.refetch(), query.get('isRecharge'))
            : !info.error && <p>{t('loading')}</p>}
        </Suspense>
      </div>
    </div>
  );
}

function renderSection(section: MemberSection, info: MemberInfo, reload: () => void, isRecharge: string | null) {
  switch (section) {
    case 'wallet':
      return <WalletSection recharge={isRecharge !== null && isRecharge !== '0' && isRecharge !== 'false'} />;
    case 'consumption':
      return <RecordsSection kind="consumption" />;
    case 'orders':
      return <RecordsSection kind="recharge" />;
    case 'income':
      return <RecordsSection kind="income" />;
    case 'withdrawals':
      return <RecordsSection kind="withdrawal" />;
    case 'withdraw':
      return <WithdrawSection />;
    case 'payout':
      return <PayoutAccountsSection />;
    case 'tasks':
      return <TaskCentreSection />;
    case 'mall':
      return <ExchangeMallSection />;
    case 'applyAnchor':
      return <AnchorApplicationSection />;
    case 'applyExpert':
      return <ExpertApplicationSection />;
    case 'anchorCentre':
      return <AnchorCentreSection />;
    case 'realName':
      return <RealNameSection onSaved={reload} />;
    case 'level':
      return <LevelSection />;
    case 'messages':
      return <MessageSection onRead={reload} />;
    case 'mySpace':
      return <MySpaceSection userId={info.id} />;
    case 'collections':
      return <CollectionsSection />;
    case 'follows':
      return <FollowsSection />;
    case 'reservations':
      return <ReservationsSection />;
    case 'watchHistory':
      return <WatchHistorySection />;
    case 'horns':
      return <HornsSection />;
    case 'push':
      return <PushSection />;
    case 'anchorExperience':
      return <AnchorExperienceSection />;
    case 'distribution':
      return <DistributionSection />;
    case 'applyChannel':
      return <ChannelApplicationSection />;
    case 'activity':
      return <ActivitySection />;
    default:
      return <PersonalInfoSection key={info.id} info={info} onSaved={reload} />;
  }
}
