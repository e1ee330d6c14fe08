import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { userState } from '../../lib/user-store.ts';
import { FollowedRooms } from '../../ui/followed-rooms.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import './anchors.css';

/** `/attention`: the anchors the user follows, live ones first; unfollow from here. */
export function AttentionPage() {
  const { t } = useTranslation('anchors');
  const { user } = useSnapshot(userState);
  if (!user) return <LoginPrompt title={t('route.attention')} />;
  return (
    <div className="anchors-page">
      <h1 className="anchors-heading">{t('route.attention')}</h1>
      <FollowedRooms key={user.id} />
    </div>
  );
}
