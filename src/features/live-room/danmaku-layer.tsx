import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Barrage } from '../../../contracts/room.ts';
import type { DanmakuFeed } from './danmaku-feed.ts';
import { DANMAKU_FONT_PX, DanmakuTrack, danmakuText, laneCount, laneHeight } from './danmaku-lanes.ts';
import { danmakuSettings } from './danmaku-settings.ts';

/** px per ms: one speed for every message, which is what keeps a lane free of overlaps. */
const SPEED = 0.16;
const GAP_PX = 24;

/**
 * The barrage canvas over the video: text drawn with fillText (never HTML), in lanes from the
 * lane track, with the shared danmaku settings. The draw loop sleeps while nothing flies.
 * `data-last` carries the text that entered last, for tests.
 */
export function DanmakuLayer({ feed }: { feed: DanmakuFeed }) {
  const { t } = useTranslation('live-room');
  const settings = useSnapshot(danmakuSettings);
  const canvas = useRef<HTMLCanvasElement>(null);
  const track = useRef(new DanmakuTrack({ speed: SPEED, gap: GAP_PX }));
  const frame = useRef(0);
  const size = useRef({ width: 0, height: 0 });
  const draw = useRef<() => void>(() => undefined);

  const font = (s: 1 | 2 | 3) => `bold ${DANMAKU_FONT_PX[s]}px system-ui, sans-serif`;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    draw.current = () => {
      frame.current = 0;
      const { width, height } = size.current;
      const now = performance.now();
      const { items, entered } = track.current.frame(now);
      const dpr = window.devicePixelRatio || 1;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, width, height);
      ctx.globalAlpha = danmakuSettings.opacity / 100;
      ctx.font = font(danmakuSettings.size);
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(0,0,0,0.75)';
      ctx.fillStyle = '#fff';
      const lh = laneHeight(danmakuSettings.size);
      for (const { item, x } of items) {
        const y = item.lane * lh + lh / 2;
        ctx.strokeText(item.text, x, y);
        ctx.fillText(item.text, x, y);
      }
      const last = entered[entered.length - 1];
      if (last) element.dataset.last = last.text;
      if (track.current.busy()) frame.current = requestAnimationFrame(draw.current);
    };
    const resize = () => {
      const rect = element.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      size.current = { width: rect.width, height: rect.height };
      element.width = Math.round(rect.width * dpr);
      element.height = Math.round(rect.height * dpr);
      const s = danmakuSettings;
      track.current.resize(rect.width, laneCount(rect.height, s.area, s.size));
      if (!frame.current) draw.current();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    resize();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  useEffect(() => {
    const { width, height } = size.current;
    track.current.resize(width, laneCount(height, settings.area, settings.size));
    if (!settings.show) track.current.clear();
    if (!frame.current) draw.current();
  }, [settings.area, settings.size, settings.show, settings.opacity]);

  useEffect(
    () =>
      feed.listen((barrage: Barrage) => {
        if (!danmakuSettings.show || barrage.kind === 'system') return;
        const ctx = canvas.current?.getContext('2d');
        if (!ctx) return;
        const text = danmakuText(barrage.text, barrage.count);
        ctx.font = font(danmakuSettings.size);
        track.current.add({ id: barrage.id, text, width: ctx.measureText(text).width }, performance.now());
        if (!frame.current) frame.current = requestAnimationFrame(draw.current);
      }),
    [feed],
  );

  return (
    <canvas
      ref={canvas}
      className="lr-danmaku"
      data-testid="danmaku"
      hidden={!settings.show}
      aria-label={t('danmaku.canvas')}
      role="img"
    />
  );
}
