import type flvjs from 'flv.js';
import { useEffect, useState, type RefObject } from 'react';

export type FlvState = 'idle' | 'loading' | 'playing' | 'error' | 'unsupported';

/** Automatic retries after an error before the player waits for the retry button. */
const AUTO_RETRIES = 3;
const RETRY_DELAY_MS = 2_000;

/**
 * Plays an FLV URL into a video element while mounted (url null plays nothing). Live streams use
 * flv.js's low-latency settings (no stash buffer, no lazy load, source buffer cleanup). A network
 * or media error destroys the player and retries a few times; `attempt` (the retry button) starts
 * over. The player is destroyed on unmount and whenever the URL changes. flv.js itself loads only
 * when there is something to play, so a page that shows an MP4 or nothing never fetches it.
 */
export function useFlvPlayer(
  video: RefObject<HTMLVideoElement | null>,
  url: string | null,
  options: { live: boolean; attempt: number },
): FlvState {
  const { live, attempt } = options;
  // The state belongs to one load (url and attempt): a new load starts as 'loading'.
  const load = `${attempt}:${live ? 1 : 0}:${url ?? ''}`;
  const [reported, setReported] = useState<{ load: string; state: FlvState }>({ load: '', state: 'idle' });
  useEffect(() => {
    const element = video.current;
    if (!url || !element) return;
    const setState = (state: FlvState) => setReported({ load, state });
    let player: flvjs.Player | null = null;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const onPlaying = () => setState('playing');
    element.addEventListener('playing', onPlaying);

    const destroy = () => {
      if (!player) return;
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
        player.destroy();
      } catch {
        // A player that failed half-way may throw on teardown; it is gone either way.
      }
      player = null;
    };
    let flv: typeof flvjs | null = null;
    const start = () => {
      if (!flv) return;
      destroy();
      player = flv.createPlayer(
        { type: 'flv', url: new URL(url, window.location.href).href, isLive: live, hasAudio: true, hasVideo: true },
        live
          ? { enableStashBuffer: false, stashInitialSize: 128, lazyLoad: false, autoCleanupSourceBuffer: true }
          : { lazyLoad: true },
      );
      player.on(flv.Events.ERROR, () => {
        destroy();
        if (disposed) return;
        if (retries < AUTO_RETRIES) {
          retries += 1;
          setState('loading');
          timer = setTimeout(start, RETRY_DELAY_MS * retries);
        } else setState('error');
      });
      player.attachMediaElement(element);
      player.load();
      // Autoplay with sound may be refused until the user interacts; muted playback is allowed.
      const played = player.play();
      if (played)
        played.catch(() => {
          if (disposed || !player) return;
          element.muted = true;
          void Promise.resolve(player.play()).catch(() => undefined);
        });
    };
    void import('flv.js')
      .then(({ default: loaded }) => {
        if (disposed) return;
        if (!loaded.isSupported()) return setState('unsupported');
        flv = loaded;
        start();
      })
      .catch(() => {
        if (!disposed) setState('error');
      });
    return () => {
      disposed = true;
      clearTimeout(timer);
      element.removeEventListener('playing', onPlaying);
      destroy();
    };
  }, [video, url, live, load]);
  if (!url) return 'idle';
  return reported.load === load ? reported.state : 'loading';
}
