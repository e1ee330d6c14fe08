import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { startSession } from '../../lib/session.ts';
import { userState } from '../../lib/user-store.ts';
import { Popover } from '../../ui/popover.tsx';
import { isRegisteredPath } from '../page-routes.ts';
import { MEMBER_LINKS, UserPanel } from './user-panel.tsx';
import './top-bar-account.css';

const CHAT_PATH = '/chat-chat';

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

  const startLive = () => {
    if (!user) openLoginDialog('code');
    else void navigate(user.is_anchor === 1 ? MEMBER_LINKS.anchorLive : MEMBER_LINKS.applyAnchor);
  };

  return (
    <div className="account-entry">
      <button type="button" className="start-live" onClick={startLive}>
        {t('topBar.startLive')}
      </button>
      {user ? (
        <>
          {isRegisteredPath(CHAT_PATH) && <Link to={CHAT_PATH}>{t('topBar.chat')}</Link>}
          <Popover
            className="user-menu"
            label={
              <>
                <img className="user-avatar" src={user.avatar} alt="" width={28} height={28} />
                <span className="user-menu-name">{user.user_nickname}</span>
              </>
            }
          >
            <UserPanel user={user} />
          </Popover>
        </>
      ) : (
        <button type="button" className="login-button" onClick={() => openLoginDialog('code')}>
          {t('topBar.login')}
        </button>
      )}
    </div>
  );
}
