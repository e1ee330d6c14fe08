import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DanmakuSettings } from '../../../contracts/room-rules.ts';
import { Popover } from '../../ui/popover.tsx';
import { danmakuSettings, resetDanmakuSettings } from './danmaku-settings.ts';

const AREAS = [1, 2, 3, 4] as const;
const SIZES = [1, 2, 3] as const;

/** The barrage switch and its settings (area, size, opacity), shared by every room tab. */
export function DanmakuSettingsPanel() {
  const { t } = useTranslation('live-room');
  const s = useSnapshot(danmakuSettings);
  const opacityId = useId();
  return (
    <>
      <button
        type="button"
        aria-pressed={s.show}
        onClick={() => {
          danmakuSettings.show = !danmakuSettings.show;
        }}
      >
        {s.show ? t('danmaku.hide') : t('danmaku.show')}
      </button>
      <Popover label={t('danmaku.settings')} className="lr-danmaku-settings">
        <fieldset>
          <legend>{t('danmaku.area')}</legend>
          {AREAS.map((area) => (
            <label key={area}>
              <input
                type="radio"
                name="danmaku-area"
                checked={s.area === area}
                onChange={() => {
                  danmakuSettings.area = area as DanmakuSettings['area'];
                }}
              />
              {t(`danmaku.areas.${area}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('danmaku.size')}</legend>
          {SIZES.map((size) => (
            <label key={size}>
              <input
                type="radio"
                name="danmaku-size"
                checked={s.size === size}
                onChange={() => {
                  danmakuSettings.size = size as DanmakuSettings['size'];
                }}
              />
              {t(`danmaku.sizes.${size}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={opacityId}>{t('danmaku.opacity', { value: s.opacity })}</label>
        <input
          id={opacityId}
          type="range"
          min={10}
          max={100}
          step={5}
          value={s.opacity}
          onChange={(e) => {
            danmakuSettings.opacity = Number(e.target.value);
          }}
        />
        <button type="button" onClick={resetDanmakuSettings}>
          {t('danmaku.reset')}
        </button>
      </Popover>
    </>
  );
}
