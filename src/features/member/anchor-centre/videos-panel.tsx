import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { VIDEO_PATHS, type Video } from '../../../../contracts/videos.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { useAction } from './use-action.ts';
import { VideoPostForm } from './video-post-form.tsx';
import { dateFormat, numberFormat } from '../../../lib/locale-format.ts';

const PAGE_SIZE = 10;

/** The anchor's video records: post one (an upload or a recording), and their own list with views. */
export function VideosPanel() {
  const { t, i18n } = useTranslation('anchor-centre');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = useQuery(memberQuery(VIDEO_PATHS.anchorWorks, { page, limit: PAGE_SIZE }));
  const action = useAction();
  const when = dateFormat(i18n.language, 'dateTime');
  const number = numberFormat(i18n.language);

  const remove = (video: Video) =>
    void action.run(async () => {
      await callRoute('POST', VIDEO_PATHS.delete, { id: video.id }, { quiet: true });
      setConfirming(null);
      if (list.data?.list.length === 1 && page > 1) setPage((p) => p - 1);
      else void list.refetch();
      return t('videos.list.deleted');
    });

  return (
    <>
      <VideoPostForm
        onPosted={() => {
          setPage(1);
          void list.refetch();
        }}
      />
      <section className="surface stack centre-panel" aria-labelledby="centre-videos">
        <h2 id="centre-videos">{t('videos.list.title')}</h2>
        {action.message && (
          <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
            {action.message.text}
          </p>
        )}
        {list.error && <p className="error-text">{list.error.message}</p>}
        {!list.data && !list.error && <p className="muted">{t('loading')}</p>}
        {list.data && list.data.list.length === 0 && <p className="muted">{t('videos.list.empty')}</p>}
        {list.data && list.data.list.length > 0 && (
          <table className="centre-videos">
            <thead>
              <tr>
                <th>{t('videos.list.name')}</th>
                <th>{t('videos.list.source')}</th>
                <th>{t('videos.list.duration')}</th>
                <th>{t('videos.list.views')}</th>
                <th>{t('videos.list.posted')}</th>
                <th>
                  <span className="p-hidden-accessible">{t('videos.list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((v) => (
                <tr key={v.id}>
                  <td>
                    <a href={v.play_url} target="_blank" rel="noreferrer">
                      {v.title}
                    </a>
                  </td>
                  <td>{t(`videos.list.from.${v.source}`)}</td>
                  <td>{formatDuration(v.duration_s)}</td>
                  <td>{number.format(v.views)}</td>
                  <td>{when.format(v.created_at * 1000)}</td>
                  <td>
                    <Button
                      type="button"
                      outlined
                      disabled={action.busy}
                      onClick={() => setConfirming(v.id)}
                      label={t('videos.list.delete')}
                    />
                    <ConfirmDialog
                      visible={confirming === v.id}
                      onHide={() => setConfirming(null)}
                      header={t('videos.list.delete')}
                      message={t('videos.list.confirm', { title: v.title })}
                      acceptLabel={t('videos.list.confirmDelete')}
                      rejectLabel={t('videos.list.cancel')}
                      accept={() => remove(v)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ListPaginator
          page={page}
          total={list.data?.total ?? 0}
          pageSize={list.data?.limit ?? PAGE_SIZE}
          onPage={setPage}
        />
      </section>
    </>
  );
}
