import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_PATHS, type Video } from '../../../contracts/videos.ts';
import { apiMutation } from '../../lib/query/api-query.ts';
import { useFlvPlayer } from './use-flv-player.ts';

export interface RecordedVideoProps {
  src: string;
  /** An MP4 plays in the native player; a recording (FLV) through flv.js. */
  format: 'mp4' | 'flv';
  poster?: string;
  /** The player's accessible name. */
  label: string;
  testId: string;
  className?: string;
  /** Called once, the first time playback starts. */
  onFirstPlay?(): void;
}

/**
 * A recorded video (not a live stream): starts playing at once (muted when the browser refuses
 * sound before a click), says when it cannot play, and offers a retry for a recording.
 */
export function RecordedVideo({ src, format, poster, label, testId, className, onFirstPlay }: RecordedVideoProps) {
  const { t } = useTranslation('video-player');
  const element = useRef<HTMLVideoElement>(null);
  const started = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [mp4Failed, setMp4Failed] = useState(false);
  const flv = useFlvPlayer(element, format === 'flv' ? src : null, { live: false, attempt });

  useEffect(() => {
    const el = element.current;
    if (!el || format !== 'mp4') return;
    setMp4Failed(false);
    // Autoplay with sound may be refused until the user interacts; muted playback is allowed.
    el.play().catch(() => {
      el.muted = true;
      void el.play().catch(() => undefined);
    });
  }, [format, src]);

  const failed = format === 'mp4' ? mp4Failed : flv === 'error';
  return (
    <div className={className}>
      <video
        ref={element}
        controls
        playsInline
        src={format === 'mp4' ? src : undefined}
        poster={poster || undefined}
        aria-label={label}
        data-testid={testId}
        onPlaying={() => {
          if (started.current) return;
          started.current = true;
          onFirstPlay?.();
        }}
        onError={() => setMp4Failed(true)}
      />
      {failed ? (
        <p role="alert" className="error-text">
          {t('error')}{' '}
          {format === 'flv' ? (
            <Button type="button" size="small" link label={t('retry')} onClick={() => setAttempt((a) => a + 1)} />
          ) : null}
        </p>
      ) : null}
      {format === 'flv' && flv === 'unsupported' ? <p className="muted">{t('unsupported')}</p> : null}
    </div>
  );
}

/** A video of the library or of a room: plays it and counts one view (the server counts a viewer once a day). */
export function VideoPlayer(props: {
  video: Video;
  label: string;
  testId: string;
  className?: string;
  onViews(views: number): void;
}) {
  const { video, onViews } = props;
  // A view that was not counted is not retried.
  const addView = useMutation({ ...apiMutation(VIDEO_PATHS.addView), onSuccess: (r) => onViews(r.views) });
  return (
    <RecordedVideo
      src={video.play_url}
      format={video.format}
      poster={video.cover}
      label={props.label}
      testId={props.testId}
      className={props.className}
      onFirstPlay={() => addView.mutate({ id: video.id })}
    />
  );
}
