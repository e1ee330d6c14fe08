import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { VIDEO_PATHS, type Video } from '../../../contracts/videos.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { VideoPlayer } from '../../ui/video-player/recorded-video.tsx';
import { useDialog } from '../../ui/use-dialog.ts';

const PAGE_SIZE = 8;

/** One video in a dialog, playing; focus starts on the close button, not on the player. */
function VideoDialog(props: { video: Video; views: number; onViews(views: number): void; onClose(): void }) {
  const { t } = useTranslation('room-videos');
  const dialog = useDialog(props.onClose, { focusFirstField: false });
  return (
    <Dialog {...dialog.props} header={props.video.title} className="rv-dialog">
      <VideoPlayer
        video={props.video}
        label={t('player.label', { title: props.video.title })}
        testId="room-video-player"
        className="rv-player"
        onViews={props.onViews}
      />
      <p className="muted">
        {t('card.meta', { duration: formatDuration(props.video.duration_s), views: props.views })}
      </p>
    </Dialog>
  );
}

/** The anchor's posted videos as cards below the room; one plays in a dialog. */
export function RoomVideos({ roomId }: { roomId: number }) {
  const { t } = useTranslation('room-videos');
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<Video | null>(null);
  // Views counted in this tab, on top of the list as it was read.
  const [views, setViews] = useState<Record<number, number>>({});
  const { data, error } = useQuery({
    ...apiQuery(VIDEO_PATHS.anchorWorks, { room_id: roomId, page, limit: PAGE_SIZE }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
  const viewsOf = (v: Video) => Math.max(v.views, views[v.id] ?? 0);

  return (
    <section className="surface" aria-labelledby="room-videos-title">
      <h2 id="room-videos-title">{t('title')}</h2>
      {error && !data ? <p className="muted">{t('failed')}</p> : null}
      {data && data.list.length === 0 ? <p className="muted">{t('none')}</p> : null}
      <ul className="tiles">
        {data?.list.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className="rv-card"
              onClick={() => setPlaying(v)}
              aria-label={t('card.play', { title: v.title })}
            >
              <span className="rv-thumb">
                {v.cover ? (
                  <img src={v.cover} alt="" loading="lazy" />
                ) : v.author.avatar ? (
                  <img className="rv-avatar" src={v.author.avatar} alt="" loading="lazy" />
                ) : null}
                <span className="rv-duration">{formatDuration(v.duration_s)}</span>
              </span>
              <span className="ellipsis rv-title">{v.title}</span>
              <span className="muted">{t('card.views', { views: viewsOf(v) })}</span>
            </button>
          </li>
        ))}
      </ul>
      {data ? <ListPaginator page={page} total={data.total} pageSize={data.limit} onPage={setPage} /> : null}
      {playing ? (
        <VideoDialog
          key={playing.id}
          video={playing}
          views={viewsOf(playing)}
          onViews={(n) => setViews((all) => ({ ...all, [playing.id]: n }))}
          onClose={() => setPlaying(null)}
        />
      ) : null}
    </section>
  );
}
