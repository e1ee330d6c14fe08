import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { ProfileCard } from '../../ui/profile-card.tsx';

/** `/persona?id=`: a user's public page (never private data; the server leaves it out). */
export function PersonaPage() {
  const { t } = useTranslation('member');
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const persona = useQuery(apiQuery(REWARD_PATHS.persona, valid ? { id } : null));
  const { user } = useSnapshot(userState);
  return (
    <section className="persona-page" style={{ maxWidth: 800, margin: '20px auto', padding: '0 12px', width: '100%' }}>
      {!valid && <p>{t('persona.notFound')}</p>}
      {valid && persona.error && <p role="alert">{persona.error.message}</p>}
      {valid && !persona.error && !persona.data && <p>{t('loading')}</p>}
      {persona.data && <ProfileCard persona={persona.data} />}
      {/* Private messages need a login (the chat link shows only then too); not to oneself. */}
      {persona.data && user && user.id !== id && (
        <Link className="p-button p-button-sm persona-message" to={routeHref({ name: 'chat' }, { to: id })}>
          {t('persona.message')}
        </Link>
      )}
    </section>
  );
}
