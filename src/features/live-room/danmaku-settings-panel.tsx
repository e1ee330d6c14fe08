import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { RadioButton } from 'primereact/radiobutton';
import { Slider } from 'primereact/slider';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DanmakuSettings } from '../../../contracts/room-rules.ts';
import { danmakuSettings, resetDanmakuSettings } from './danmaku-settings.ts';

const AREAS = [1, 2, 3, 4] as const;
const SIZES = [1, 2, 3] as const;

/** The barrage switch and its settings (area, size, opacity), shared by every room tab. */
export function DanmakuSettingsPanel() {
  const { t } = useTranslation('live-room');
  const s = useSnapshot(danmakuSettings);
  const id = useId();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <Button
        type="button"
        text
        size="small"
        aria-pressed={s.show}
        label={s.show ? t('danmaku.hide') : t('danmaku.show')}
        onClick={() => {
          danmakuSettings.show = !danmakuSettings.show;
        }}
      />
      <Button
        type="button"
        text
        size="small"
        label={t('danmaku.settings')}
        aria-haspopup="dialog"
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel} className="lr-danmaku-settings" aria-label={t('danmaku.settings')}>
        <fieldset className="row">
          <legend>{t('danmaku.area')}</legend>
          {AREAS.map((area) => (
            <span key={area} className="row">
              <RadioButton
                inputId={`${id}-area-${area}`}
                name="danmaku-area"
                checked={s.area === area}
                onChange={() => {
                  danmakuSettings.area = area as DanmakuSettings['area'];
                }}
              />
              <label htmlFor={`${id}-area-${area}`}>{t(`danmaku.areas.${area}`)}</label>
            </span>
          ))}
        </fieldset>
        <fieldset className="row">
          <legend>{t('danmaku.size')}</legend>
          {SIZES.map((size) => (
            <span key={size} className="row">
              <RadioButton
                inputId={`${id}-size-${size}`}
                name="danmaku-size"
                checked={s.size === size}
                onChange={() => {
                  danmakuSettings.size = size as DanmakuSettings['size'];
                }}
              />
              <label htmlFor={`${id}-size-${size}`}>{t(`danmaku.sizes.${size}`)}</label>
            </span>
          ))}
        </fieldset>
        <div className="field">
          <span id={`${id}-opacity`}>{t('danmaku.opacity', { value: s.opacity })}</span>
          <Slider
            min={10}
            max={100}
            step={5}
            value={s.opacity}
            aria-labelledby={`${id}-opacity`}
            onChange={(e) => {
              danmakuSettings.opacity = Number(e.value);
            }}
          />
        </div>
        <Button type="button" size="small" outlined label={t('danmaku.reset')} onClick={resetDanmakuSettings} />
      </OverlayPanel>
    </>
  );
}
