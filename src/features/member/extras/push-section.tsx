import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkKind, MEMBER_EXTRA_PATHS, type PushNotice } from '../../../../contracts/member-extras.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { formatUnix } from '../../../lib/locale-format.ts';
import { apiKey } from '../../../lib/query/api-query.ts';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 20;

/** A notice's link: a path of this site in the app, anything else (http only) in a new tab. */
function NoticeLink({ notice, onOpen }: { notice: PushNotice; onOpen(): void }) {
  const { t } = useTranslation('member-extras');
  const kind = linkKind(notice.link);
  if (kind === 'internal') {
    return (
      <Link to={notice.link} onClick={onOpen}>
        {t('push.open')}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a href={notice.link} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {t('push.open')}
      </a>
    );
  }
  return null;
}

/** Push notices (type 24): what the site sent to the user or to everyone, unread ones marked. */
export function PushSection() {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...memberQuery(MEMBER_EXTRA_PATHS.pushList, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const read = useMutation({
    mutationFn: (id: number | undefined) =>
      callRoute('POST', MEMBER_EXTRA_PATHS.pushRead, id === undefined ? {} : { id }, { quiet: true }),
    // Every read of the list (this page, the account panel's unread count) is out of date now.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKey(MEMBER_EXTRA_PATHS.pushList, true) }),
  });

  if (list.error && !list.data) return <p className="error-text">{list.error.message}</p>;
  if (!list.data) return <p className="muted">{t('member:loading')}</p>;
  const { list: notices, total, unread } = list.data;
  return (
    <section className="surface stack" aria-labelledby="member-push">
      <div className="row member-section-head">
        <h2 id="member-push">{t('push.title')}</h2>
        {unread > 0 && <Tag severity="danger" value={t('push.unread', { count: unread })} />}
        {unread > 0 && (
          <Button
            type="button"
            outlined
            size="small"
            onClick={() => read.mutate(undefined)}
            label={t('push.markAll')}
          />
        )}
      </div>
      {read.error && <p className="error-text">{read.error.message}</p>}
      {notices.length === 0 && <p className="muted">{t('push.empty')}</p>}
      <ul className="member-messages" aria-label={t('push.title')}>
        {notices.map((n) => (
          <li key={n.id} className={n.read ? undefined : 'unread'}>
            <div className="row member-message-head">
              {!n.read && <Tag severity="danger" value={t('push.new')} />}
              <strong>{n.title}</strong>
              <span className="muted">{n.broadcast ? t('push.everyone') : t('push.you')}</span>
              <time>{formatUnix(n.created_at, i18n.language)}</time>
            </div>
            {n.body && <p className="member-push-body">{n.body}</p>}
            <div className="row">
              <NoticeLink notice={n} onOpen={() => !n.read && read.mutate(n.id)} />
              {!n.read && (
                <Button
                  type="button"
                  outlined
                  size="small"
                  onClick={() => read.mutate(n.id)}
                  label={t('push.markRead')}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      <ListPaginator page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
