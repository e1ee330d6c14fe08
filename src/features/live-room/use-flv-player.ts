import flvjs from 'flv.js';
import { useEffect, useState, type RefObject } from 'react';

export type FlvState = 'idle' | 'loading' | 'playing' | 'error' | 'unsupported';

/** Automatic retries after an error before the player waits for the retry button. */
const AUTO_RETRIES = 3;
const RETRY_DELAY_MS = 2_000;

/**
 * Plays an FLV URL into a video element while mounted (url null plays nothing). Live streams use
 * flv.js's low-latency settings (no stash buffer, no lazy load, source buffer cleanup). A network
 * or media error destroys the player and retries a few times; `attempt` (the retry button) starts
 * over. The player is destroyed on unmount and whenever the URL changes.
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
  const [supported] = useState(() => typeof window !== 'undefined' && flvjs.isSupported());
  useEffect(() => {
    const element = video.current;
    if (!url || !element || !supported) return;
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
    const start = () => {
      destroy();
      player = flvjs.createPlayer(
        { type: 'flv', url: new URL(url, window.location.href).href, isLive: live, hasAudio: true, hasVideo: true },
        live
          ? { enableStashBuffer: false, stashInitialSize: 128, lazyLoad: false, autoCleanupSourceBuffer: true }
          : { lazyLoad: true },
      );
      player.on(flvjs.Events.ERROR, () => {
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
    start();
    return () => {
      disposed = true;
      clearTimeout(timer);
      element.removeEventListener('playing', onPlaying);
      destroy();
    };
  }, [video, url, live, load, supported]);
  if (!url) return 'idle';
  if (!supported) return 'unsupported';
  return reported.load === load ? reported.state : 'loading';
}
