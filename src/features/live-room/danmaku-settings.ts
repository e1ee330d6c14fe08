import { proxy, subscribe } from 'valtio';
import { DANMAKU_DEFAULTS, type DanmakuSettings } from '../../../contracts/room-rules.ts';

/** localStorage key of the seed's global "danmaku settings". */
export const DANMAKU_KEY = 'danmaku';

/** Stored settings, each field checked; anything out of range falls back to its default. */
export function parseDanmakuSettings(raw: string | null): DanmakuSettings {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) value = parsed as Record<string, unknown>;
  } catch {
    // Falls back whole.
  }
  const int = (v: unknown, lo: number, hi: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : null;
  return {
    show: typeof value.show === 'boolean' ? value.show : DANMAKU_DEFAULTS.show,
    area: (int(value.area, 1, 4) ?? DANMAKU_DEFAULTS.area) as DanmakuSettings['area'],
    size: (int(value.size, 1, 3) ?? DANMAKU_DEFAULTS.size) as DanmakuSettings['size'],
    opacity: int(value.opacity, 10, 100) ?? DANMAKU_DEFAULTS.opacity,
  };
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The settings every room tab draws with; written back on change, followed across tabs. */
export const danmakuSettings = proxy<DanmakuSettings>(parseDanmakuSettings(storage()?.getItem(DANMAKU_KEY) ?? null));

if (typeof window !== 'undefined') {
  subscribe(danmakuSettings, () => {
    const text = JSON.stringify({ ...danmakuSettings });
    // Writing back what another tab wrote changes nothing and fires no event: no echo.
    if (storage()?.getItem(DANMAKU_KEY) !== text) storage()?.setItem(DANMAKU_KEY, text);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== DANMAKU_KEY && event.key !== null) return;
    Object.assign(danmakuSettings, parseDanmakuSettings(event.newValue));
  });
}

export function resetDanmakuSettings(): void {
  Object.assign(danmakuSettings, DANMAKU_DEFAULTS);
}
