import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../../contracts/room.ts';
import { VIDEO_PATHS, type Video } from '../../../../contracts/videos.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { useAction, useCentreCall } from './use-centre-call.ts';
import { VideoPostForm } from './video-post-form.tsx';
import './videos-panel.css';

const PAGE_SIZE = 10;

/** The anchor's video records: post one (an upload or a recording), and their own list with views. */
export function VideosPanel() {
  const { t, i18n } = useTranslation('anchor-centre');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = useCentreCall<Page<Video>>(VIDEO_PATHS.anchorWorks, { page, limit: PAGE_SIZE });
  const action = useAction();
  const locale = i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(locale);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / Math.max(1, list.data.limit))) : 1;

  const remove = (video: Video) =>
    void action.run(async () => {
      await apiPost(VIDEO_PATHS.delete, { id: video.id }, { quiet: true });
      setConfirming(null);
      if (list.data?.list.length === 1 && page > 1) setPage((p) => p - 1);
      else list.reload();
      return t('videos.list.deleted');
    });

  return (
    <>
      <VideoPostForm
        onPosted={() => {
          setPage(1);
          list.reload();
        }}
      />
      <section className="member-form centre-panel" aria-labelledby="centre-videos">
        <h2 id="centre-videos">{t('videos.list.title')}</h2>
        {action.message && (
          <p className={action.message.error ? 'member-error' : 'member-ok'} role="status">
            {action.message.text}
          </p>
        )}
        {list.error && <p className="member-error">{list.error}</p>}
        {!list.data && !list.error && <p className="member-hint">{t('loading')}</p>}
        {list.data && list.data.list.length === 0 && <p className="member-hint">{t('videos.list.empty')}</p>}
        {list.data && list.data.list.length > 0 && (
          <table className="member-table centre-videos">
            <thead>
              <tr>
                <th>{t('videos.list.name')}</th>
                <th>{t('videos.list.source')}</th>
                <th>{t('videos.list.duration')}</th>
                <th>{t('videos.list.views')}</th>
                <th>{t('videos.list.posted')}</th>
                <th>
                  <span className="visually-hidden">{t('videos.list.actions')}</span>
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
                    {confirming === v.id ? (
                      <div
                        className="centre-confirm"
                        role="group"
                        aria-label={t('videos.list.confirm', { title: v.title })}
                      >
                        <span>{t('videos.list.confirm', { title: v.title })}</span>
                        <button
                          type="button"
                          className="member-button primary"
                          disabled={action.busy}
                          onClick={() => remove(v)}
                        >
                          {t('videos.list.confirmDelete')}
                        </button>
                        <button type="button" className="member-button" onClick={() => setConfirming(null)}>
                          {t('videos.list.cancel')}
                        </button>
                      </div>
                    ) : (
                      <button type="button" className="member-button" onClick={() => setConfirming(v.id)}>
                        {t('videos.list.delete')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <div className="member-pager">
            <button type="button" className="member-button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('previous')}
            </button>
            <span>{t('pageOf', { page, pages })}</span>
            <button
              type="button"
              className="member-button"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('next')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
