import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openLoginDialog, takeReturnFocus } from '../../lib/login-dialog.ts';
import { startSession } from '../../lib/session.ts';
import { userState } from '../../lib/user-store.ts';
import { OverlayButton } from '../../ui/overlay-button.tsx';
import { PlainButton } from '../../ui/plain-button.tsx';
import { ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';
import { MEMBER_LINKS } from './member-links.ts';

// The panel (balance, check-in, tasks, links) loads when it first opens.
// The chat link's unread badge comes with the logged-in views, not with a visitor's first load.
const ChatLinkBadge = lazy(async () => ({ default: (await import('./chat-link-badge.tsx')).ChatLinkBadge }));
// It reads the unread notices through the app's query cache, which comes with it.
const UserPanel = lazy(async () => {
  const [{ UserPanel: Panel }, { withQueryClient }] = await Promise.all([
    import('./user-panel.tsx'),
    import('../query-root.tsx'),
  ]);
  return { default: withQueryClient(Panel) };
});

/**
 * The account end of the top bar: "start live" for everyone, then either "Login / Register" or
 * the chat link and the avatar with its panel. Follows the user state, so a logout anywhere (or
 * a code 700) shows the login button again.
 */
export function AccountEntry() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user } = useSnapshot(userState);
  useEffect(startSession, []);
  // After a login's reload, focus is back where the dialog was opened from (WCAG 2.4.3).
  const [focusAccount] = useState(takeReturnFocus);

  const startLive = () => {
    if (!user) openLoginDialog('code');
    else void navigate(user.is_anchor === 1 ? MEMBER_LINKS.anchorLive : MEMBER_LINKS.applyAnchor);
  };

  return (
    <div className="row">
      <PlainButton size="small" severity="danger" rounded label={t('topBar.startLive')} onClick={startLive} />
      {user ? (
        <>
          <Link to={ROUTE_PATHS.chat} className="chat-link">
            {t('topBar.chat')}
            <Suspense fallback={null}>
              <ChatLinkBadge />
            </Suspense>
          </Link>
          <OverlayButton
            text
            className="nav-trigger user-menu"
            panelLabel={t('panel.label')}
            panelClassName="user-panel"
            icon={<img className="p-avatar p-avatar-circle" src={user.avatar} alt="" width={28} height={28} />}
            label={user.user_nickname}
            autoFocus={focusAccount}
          >
            <UserPanel user={user} />
          </OverlayButton>
        </>
      ) : (
        <PlainButton size="small" outlined label={t('topBar.login')} onClick={() => openLoginDialog('code')} />
      )}
    </div>
  );
}
