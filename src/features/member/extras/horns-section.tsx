import { useQueries } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ECONOMY_PATHS } from '../../../../contracts/room-economy.ts';
import { formatUnix } from '../../../lib/locale-format.ts';
import { roomHref } from '../../../ui/room-card.tsx';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 20;

/** One scope of `Member/hornList`, newest first, a page more at each "show more". */
function HornList({ scope }: { scope: 'mine' | 'all' }) {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const [pages, setPages] = useState(1);
  const answers = useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      memberQuery(ECONOMY_PATHS.hornList, { scope, page: i + 1, limit: PAGE_SIZE }),
    ),
  });
  const horns = answers.flatMap((a) => a.data ?? []);
  const last = answers[answers.length - 1];
  const error = answers.find((a) => a.error)?.error;
  if (error && horns.length === 0) return <p className="error-text">{error.message}</p>;
  if (!answers[0]?.data) return <p className="muted">{t('member:loading')}</p>;
  if (horns.length === 0) {
    return <p className="muted">{scope === 'mine' ? t('horns.sentEmpty') : t('horns.empty')}</p>;
  }
  return (
    <>
      <ul className="member-rows" aria-label={scope === 'mine' ? t('horns.sent') : t('horns.global')}>
        {horns.map((horn) => (
          <li key={horn.id}>
            <Avatar image={horn.user.avatar} imageAlt="" shape="circle" />
            <div className="member-row-text">
              <strong>{horn.user.nickname}</strong>
              {/* What a person wrote: text, never markup. */}
              <p>{horn.text}</p>
            </div>
            <Link to={roomHref(horn.room_id)}>{t('horns.room', { id: horn.room_id })}</Link>
            <time className="muted">{formatUnix(Math.floor(horn.created_at / 1000), i18n.language)}</time>
          </li>
        ))}
      </ul>
      {last?.data?.length === PAGE_SIZE && (
        <Button
          type="button"
          outlined
          loading={last.isFetching}
          onClick={() => setPages((n) => n + 1)}
          label={t('horns.more')}
        />
      )}
    </>
  );
}

/** Horn messages (type 23): the horns the user blew, and every global horn of the site. */
export function HornsSection() {
  const { t } = useTranslation('member-extras');
  return (
    <section className="surface stack" aria-labelledby="member-horns">
      <h2 id="member-horns">{t('horns.title')}</h2>
      <TabView>
        <TabPanel header={t('horns.sent')}>
          <HornList scope="mine" />
        </TabPanel>
        <TabPanel header={t('horns.global')}>
          <HornList scope="all" />
        </TabPanel>
      </TabView>
    </section>
  );
}
