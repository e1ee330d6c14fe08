import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkKind, MEMBER_EXTRA_PATHS } from '../../../../contracts/member-extras.ts';
import { apiQuery } from '../../../lib/query/api-query.ts';

/** Activities (type 28): the activity page the site runs now (`Activity_Config/getActivityUrl`). */
export function ActivitySection() {
  const { t } = useTranslation(['member-extras', 'member']);
  const activity = useQuery(apiQuery(MEMBER_EXTRA_PATHS.activityUrl, {}));
  const url = activity.data?.url ?? '';
  // The server checked the link; checked again here, so a bad answer never becomes a link.
  const kind = linkKind(url);
  return (
    <section className="surface stack" aria-labelledby="member-activity">
      <h2 id="member-activity">{t('activity.title')}</h2>
      <p>{t('activity.text')}</p>
      {activity.error && !activity.data && <p className="error-text">{activity.error.message}</p>}
      {!activity.data && !activity.error && <p className="muted">{t('member:loading')}</p>}
      {kind === 'internal' && (
        <Link to={url} className="p-button member-link-button">
          {t('activity.open')}
        </Link>
      )}
      {kind === 'external' && (
        <p className="row">
          <a href={url} target="_blank" rel="noopener noreferrer" className="p-button member-link-button">
            {t('activity.open')}
          </a>
          <span className="muted">{t('activity.external')}</span>
        </p>
      )}
    </section>
  );
}
