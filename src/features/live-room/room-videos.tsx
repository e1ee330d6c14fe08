import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../contracts/room.ts';
import { VIDEO_PATHS, type Video } from '../../../contracts/videos.ts';
import { apiPost } from '../../lib/api-client.ts';
import { useApi } from '../../lib/use-api.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { formatDuration } from '../../lib/format-duration.ts';
import { useFlvPlayer } from './use-flv-player.ts';
import './room-videos.css';
import { Pager } from '../../ui/pager.tsx';

const PAGE_SIZE = 8;

/**
 * Plays a video: an MP4 in the native player, a recording (FLV) through flv.js as the playback
 * list does. The first time playback starts, one view is counted.
 */
function VideoPlayer({ video, onViews }: { video: Video; onViews(views: number): void }) {
  const { t } = useTranslation('room-videos');
  const element = useRef<HTMLVideoElement>(null);
  const counted = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const flv = useFlvPlayer(element, video.format === 'flv' ? video.play_url : null, { live: false, attempt });
  const [mp4Failed, setMp4Failed] = useState(false);

  useEffect(() => {
    const el = element.current;
    if (!el || video.format !== 'mp4') return;
    // Autoplay with sound may be refused until the user interacts; muted playback is allowed.
    el.play().catch(() => {
      el.muted = true;
      void el.play().catch(() => undefined);
    });
  }, [video.format, video.play_url]);

  const onPlaying = () => {
    if (counted.current) return;
    counted.current = true;
    apiPost<{ views: number }>(VIDEO_PATHS.addView, { id: video.id }, { quiet: true }).then(
      (r) => onViews(r.views),
      () => undefined,
    );
  };

  const failed = video.format === 'mp4' ? mp4Failed : flv === 'error';
  return (
    <div className="rv-player">
      <video
        ref={element}
        controls
        playsInline
        src={video.format === 'mp4' ? video.play_url : undefined}
        poster={video.cover || undefined}
        aria-label={t('player.label', { title: video.title })}
        data-testid="room-video-player"
        onPlaying={onPlaying}
        onError={() => setMp4Failed(true)}
      />
      {failed ? (
        <p role="alert" className="lr-error">
          {t('player.error')}{' '}
          {video.format === 'flv' ? (
            <button type="button" onClick={() => setAttempt((a) => a + 1)}>
              {t('player.retry')}
            </button>
          ) : null}
        </p>
      ) : null}
      {video.format === 'flv' && flv === 'unsupported' ? <p className="lr-muted">{t('player.unsupported')}</p> : null}
    </div>
  );
}

/** The anchor's posted videos as cards below the room; one plays in a dialog. */
export function RoomVideos({ roomId }: { roomId: number }) {
  const { t } = useTranslation('room-videos');
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<Video | null>(null);
  // Views counted in this tab, on top of the list as it was read.
  const [views, setViews] = useState<Record<number, number>>({});
  const { data, error } = useApi<Page<Video>>(VIDEO_PATHS.anchorWorks, { room_id: roomId, page, limit: PAGE_SIZE });
  const viewsOf = (v: Video) => Math.max(v.views, views[v.id] ?? 0);

  return (
    <section className="lr-box" aria-labelledby="room-videos-title">
      <h2 id="room-videos-title">{t('title')}</h2>
      {error && !data ? <p className="lr-muted">{t('failed')}</p> : null}
      {data && data.list.length === 0 ? <p className="lr-muted">{t('none')}</p> : null}
      <ul className="rv-cards">
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
              <span className="rv-title">{v.title}</span>
              <span className="lr-muted">{t('card.views', { views: viewsOf(v) })}</span>
            </button>
          </li>
        ))}
      </ul>
      {data ? (
        <Pager
          page={page}
          total={data.total}
          pageSize={data.limit}
          onPage={setPage}
          className="lr-pager"
          buttonClassName=""
        />
      ) : null}
      {playing ? (
        <ModalDialog title={playing.title} onClose={() => setPlaying(null)} className="rv-dialog" first=".modal-close">
          <VideoPlayer
            key={playing.id}
            video={playing}
            onViews={(n) => setViews((all) => ({ ...all, [playing.id]: n }))}
          />
          <p className="lr-muted">
            {t('card.meta', { duration: formatDuration(playing.duration_s), views: viewsOf(playing) })}
          </p>
        </ModalDialog>
      ) : null}
    </section>
  );
}
