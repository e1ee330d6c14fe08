import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FlvState } from './use-flv-player.ts';

/** Automatic retries after a fatal error before the player waits for the retry button. */
const AUTO_RETRIES = 3;
const RETRY_DELAY_MS = 2_000;

/** Whether a play URL is an HLS playlist (an external media node such as nginx-rtmp). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url);
}

export interface HlsPlayer {
  state: FlvState;
  /** Seconds behind the live edge as hls.js estimates it; null before it knows. */
  latency(): number | null;
}

/**
 * Plays a live HLS playlist into a video element while mounted (url null plays nothing). hls.js
 * (its light build) loads only when a room plays HLS, so no other page downloads it; a browser
 * that plays HLS itself (Safari) gets the URL as the video's source. hls.js keeps near the live
 * edge on its own (two segments behind, caught up past five). A fatal error destroys the player
 * and retries a few times; `attempt` (the retry button) starts over.
 */
export function useHlsPlayer(
  video: RefObject<HTMLVideoElement | null>,
  url: string | null,
  options: { attempt: number },
): HlsPlayer {
  const { attempt } = options;
  const load = `${attempt}:${url ?? ''}`;
  const [reported, setReported] = useState<{ load: string; state: FlvState }>({ load: '', state: 'idle' });
  const player = useRef<Hls | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!url || !element) return;
    const setState = (state: FlvState) => setReported({ load, state });
    const source = new URL(url, window.location.href).href;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const onPlaying = () => setState('playing');
    element.addEventListener('playing', onPlaying);
    const play = () => {
      // Autoplay with sound may be refused until the user interacts; muted playback is allowed.
      element.play().catch(() => {
        if (disposed) return;
        element.muted = true;
        void element.play().catch(() => undefined);
      });
    };
    const destroy = () => {
      player.current?.destroy();
      player.current = null;
    };

    let HlsClass: typeof Hls | null = null;
    const start = () => {
      if (!HlsClass) return;
      destroy();
      const hls = new HlsClass({ liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 5, backBufferLength: 10 });
      player.current = hls;
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        destroy();
        if (disposed) return;
        if (retries < AUTO_RETRIES) {
          retries += 1;
          setState('loading');
          timer = setTimeout(start, RETRY_DELAY_MS * retries);
        } else setState('error');
      });
      hls.on(HlsClass.Events.MANIFEST_PARSED, play);
      hls.loadSource(source);
      hls.attachMedia(element);
    };

    void import('hls.js/light')
      .then(({ default: loaded }) => {
        if (disposed) return;
        if (loaded.isSupported()) {
          HlsClass = loaded;
          start();
        } else if (element.canPlayType('application/vnd.apple.mpegurl')) {
          element.src = source;
          play();
        } else setState('unsupported');
      })
      .catch(() => {
        if (!disposed) setState('error');
      });
    return () => {
      disposed = true;
      clearTimeout(timer);
      element.removeEventListener('playing', onPlaying);
      destroy();
      if (element.src === source) element.removeAttribute('src');
    };
  }, [video, url, load]);

  const latency = useCallback(() => {
    const value = player.current?.latency;
    return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
  }, []);
  if (!url) return { state: 'idle', latency };
  return { state: reported.load === load ? reported.state : 'loading', latency };
}
