import { Button } from 'primereact/button';
import { Slider } from 'primereact/slider';
import { Tooltip } from 'primereact/tooltip';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_STATUS, type LiveStatus } from '../../../contracts/room.ts';
import { chaseTarget, formatLatency, latencyOf } from './player-latency.ts';
import { useFlvPlayer } from '../../ui/video-player/use-flv-player.ts';
import { isHlsUrl, useHlsPlayer } from '../../ui/video-player/use-hls-player.ts';
import { formatUnix } from '../../lib/locale-format.ts';

const STATUS_NAMES = {
  [LIVE_STATUS.live]: 'live',
  [LIVE_STATUS.notStarted]: 'notstarted',
  [LIVE_STATUS.ended]: 'ended',
} as const;
/** How often the latency readout refreshes (and the player chases the live edge). */
const LATENCY_TICK_MS = 1_000;

interface LivePlayerProps {
  status: LiveStatus;
  playUrl: string;
  /** The next planned broadcast (unix seconds), for the not-started screen. */
  nextStart: number | null;
  /** Layers over the video (barrage canvas, gift effects, envelopes). */
  overlays: ReactNode;
  /** Controls of those layers, placed in the control bar (the barrage settings). */
  controls: ReactNode;
}

/**
 * The room's video while live (flv.js for the embedded node's HTTP-FLV, hls.js when the room plays
 * HLS from an external node), a message otherwise; status events switch it in place.
 */
export function LivePlayer({ status, playUrl, nextStart, overlays, controls }: LivePlayerProps) {
  const { t, i18n } = useTranslation('live-room');
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latencyHintId = useId();
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(0.8);
  const [latency, setLatency] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const live = status === LIVE_STATUS.live && playUrl !== '';
  const hlsUrl = isHlsUrl(playUrl);
  const flvState = useFlvPlayer(video, live && !hlsUrl ? playUrl : null, { live: true, attempt });
  const { state: hlsState, latency: hlsLatency } = useHlsPlayer(video, live && hlsUrl ? playUrl : null, { attempt });
  const state = hlsUrl ? hlsState : flvState;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.volume = volume;
    element.muted = muted;
  }, [volume, muted, state]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The flv hook may mute a refused autoplay: reflect it in the button.
    const onVolume = () => setMuted(element.muted);
    element.addEventListener('volumechange', onVolume);
    return () => element.removeEventListener('volumechange', onVolume);
  }, []);

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      const element = video.current;
      if (!element) return;
      // hls.js measures its own distance to the live edge and keeps to it; flv.js buffers what
      // arrives, so the player measures and chases it here.
      if (hlsUrl) return setLatency(hlsLatency());
      setLatency(latencyOf(element.buffered, element.currentTime));
      const target = element.paused ? null : chaseTarget(element.buffered, element.currentTime);
      if (target !== null) element.currentTime = target;
    }, LATENCY_TICK_MS);
    return () => clearInterval(timer);
  }, [live, hlsUrl, hlsLatency]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  const statusName = STATUS_NAMES[status] ?? 'notstarted';
  const time = (s: number) => formatUnix(s, i18n.language);

  return (
    <div className="lr-stage" ref={stage} data-alerts-avoid="">
      <video
        ref={video}
        data-testid="live-video"
        className="lr-video"
        playsInline
        hidden={!live}
        aria-label={t('player.video')}
      />
      {overlays}
      <div className="lr-state" data-testid="live-status" data-status={statusName} role="status">
        {status === LIVE_STATUS.notStarted ? (
          <div className="lr-state-card">
            <strong>{t('player.notStarted')}</strong>
            {nextStart ? <span>{t('player.nextStart', { time: time(nextStart) })}</span> : null}
          </div>
        ) : status === LIVE_STATUS.ended ? (
          <div className="lr-state-card">
            <strong>{t('player.ended')}</strong>
            <span>{t('player.endedHint')}</span>
          </div>
        ) : state === 'error' || state === 'unsupported' ? (
          <div className="lr-state-card">
            <strong>{state === 'error' ? t('player.error') : t('player.unsupported')}</strong>
            {state === 'error' ? (
              <Button type="button" size="small" label={t('player.retry')} onClick={() => setAttempt((a) => a + 1)} />
            ) : null}
          </div>
        ) : state === 'loading' ? (
          <span className="lr-loading">{t('player.loading')}</span>
        ) : (
          <span className="p-hidden-accessible">{t('player.live')}</span>
        )}
      </div>
      <div className="lr-controls">
        {live ? <span className="lr-live-dot">{t('player.liveBadge')}</span> : null}
        {live ? (
          <>
            <span className="lr-latency" tabIndex={0} aria-describedby={latencyHintId}>
              {t('player.latency', { value: formatLatency(state === 'playing' ? latency : null) })}
            </span>
            <span id={latencyHintId} className="p-hidden-accessible">
              {t('player.latencyHint')}
            </span>
            <Tooltip target=".lr-latency" content={t('player.latencyHint')} position="top" />
          </>
        ) : null}
        <span className="lr-controls-gap" />
        {controls}
        <Button
          type="button"
          text
          size="small"
          aria-pressed={muted}
          label={muted ? t('player.unmute') : t('player.mute')}
          onClick={() => setMuted((m) => !m)}
        />
        <Slider
          className="lr-volume"
          min={0}
          max={100}
          step={5}
          value={muted ? 0 : Math.round(volume * 100)}
          aria-label={t('player.volume')}
          onChange={(e) => {
            const next = Number(e.value) / 100;
            setVolume(next);
            setMuted(next === 0);
          }}
        />
        <Button
          type="button"
          text
          size="small"
          label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={toggleFullscreen}
        />
      </div>
    </div>
  );
}
