import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { ROOM_PATHS, type Broadcast } from '../../../contracts/room.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { RecordedVideo } from '../../ui/video-player/recorded-video.tsx';
import { dateFormat } from '../../lib/locale-format.ts';

function PlaybackPlayer({ broadcast, onClose }: { broadcast: Broadcast; onClose(): void }) {
  const { t } = useTranslation('live-room');
  return (
    <div className="lr-playback-player">
      <div className="row lr-playback-head">
        <strong>{broadcast.title}</strong>
        <Button type="button" size="small" text label={t('playback.close')} onClick={onClose} />
      </div>
      {broadcast.play_url ? (
        <RecordedVideo src={broadcast.play_url} format="flv" label={t('playback.video')} testId="playback-video" />
      ) : null}
    </div>
  );
}

/**
 * The streamer's past broadcasts; one with a recording plays below the list. `liveStatus` is the
 * room's: when a stream ends the server has already saved its broadcast, so the list asks again.
 */
export function PlaybackList({ roomId, liveStatus }: { roomId: number; liveStatus: number }) {
  const { t, i18n } = useTranslation('live-room');
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<Broadcast | null>(null);
  const query = useQuery({
    ...apiQuery(ROOM_PATHS.playbackList, { room_id: roomId, page, limit: 6 }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
  useRefetchOn(query, liveStatus);
  const { data, error } = query;
  const date = dateFormat(i18n.language, 'dateTime');
  return (
    <section className="surface" aria-label={t('playback.title')}>
      <h2>{t('playback.title')}</h2>
      {error && !data ? <p className="muted">{t('playback.failed')}</p> : null}
      {data && data.list.length === 0 ? <p className="muted">{t('playback.none')}</p> : null}
      <ul className="stack lr-playbacks">
        {data?.list.map((b) => (
          <li key={b.id}>
            {b.cover ? <img src={b.cover} alt="" width={96} height={54} loading="lazy" /> : null}
            <div>
              <div>{b.title}</div>
              <div className="muted">
                {t('playback.meta', {
                  date: date.format(new Date(b.started_at * 1000)),
                  duration: formatDuration(b.duration_s),
                  peak: b.peak_online,
                })}
              </div>
            </div>
            {b.play_url ? (
              <Button
                type="button"
                size="small"
                outlined
                label={t('playback.play')}
                aria-pressed={playing?.id === b.id}
                onClick={() => setPlaying(b)}
              />
            ) : (
              <span className="muted">{t('playback.noRecording')}</span>
            )}
          </li>
        ))}
      </ul>
      {data ? <ListPaginator page={page} total={data.total} pageSize={data.limit} onPage={setPage} /> : null}
      {playing ? <PlaybackPlayer key={playing.id} broadcast={playing} onClose={() => setPlaying(null)} /> : null}
    </section>
  );
}
