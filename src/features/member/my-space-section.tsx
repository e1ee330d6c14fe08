import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { ProfileCard } from '../../ui/profile-card.tsx';
import { MEMBER_TYPES } from './member-types.ts';

/** My space (type 18): the user's own public page as others see it, and where to change it. */
export function MySpaceSection({ userId }: { userId: number | null }) {
  const { t } = useTranslation('member');
  const persona = useQuery(memberQuery(REWARD_PATHS.persona, userId === null ? null : { id: userId }));
  if (userId === null) {
    return (
      <p className="error-text" role="alert">
        {t('space.loginRequired')}
      </p>
    );
  }
  if (persona.error) return <p className="error-text">{persona.error.message}</p>;
  if (!persona.data) return <p className="muted">{t('loading')}</p>;
  return (
    <section className="surface stack">
      <h2>{t('menu.mySpace')}</h2>
      <p className="muted">{t('space.intro')}</p>
      <ProfileCard persona={persona.data} />
      <p className="row">
        <Link to={`/persona?id=${userId}`}>{t('space.openPublic')}</Link>
        <Link to={`/member?type=${MEMBER_TYPES.personal}`}>{t('space.edit')}</Link>
        <Link to={`/member?type=${MEMBER_TYPES.level}`}>{t('menu.level')}</Link>
      </p>
    </section>
  );
}
