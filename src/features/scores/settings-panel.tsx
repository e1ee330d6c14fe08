import { useTranslation } from 'react-i18next';
import type { GameSetting, GameSettings, Immediately } from '../../lib/game-settings.ts';
import { ToolbarPopover } from './toolbar-popover.tsx';

const GAME_SETTING_FIELDS = ['red', 'yellow', 'voice'] as const satisfies readonly (keyof GameSetting)[];
const IMMEDIATELY_FIELDS = ['value1', 'value2', 'value3', 'value4'] as const satisfies readonly (keyof Immediately)[];

/** The seed's settings (`gameSeting`, `immediately`), each a labelled checkbox; stored locally. */
export function SettingsPanel({
  settings,
  onChange,
}: {
  settings: GameSettings;
  onChange(change: (settings: GameSettings) => GameSettings): void;
}) {
  const { t } = useTranslation('scores');
  return (
    <ToolbarPopover label={t('settings.button')} panelLabel={t('settings.panel')}>
      <fieldset className="sl-settings">
        <legend>{t('settings.alerts')}</legend>
        {GAME_SETTING_FIELDS.map((field) => (
          <label key={field} className="sl-check">
            <input
              type="checkbox"
              checked={settings.gameSeting[field]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                onChange((s) => ({ ...s, gameSeting: { ...s.gameSeting, [field]: checked } }));
              }}
            />
            <span>{t(`settings.gameSeting.${field}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="sl-settings">
        <legend>{t('settings.display')}</legend>
        {IMMEDIATELY_FIELDS.map((field) => (
          <label key={field} className="sl-check">
            <input
              type="checkbox"
              checked={settings.immediately[field]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                onChange((s) => ({ ...s, immediately: { ...s.immediately, [field]: checked } }));
              }}
            />
            <span>{t(`settings.immediately.${field}`)}</span>
          </label>
        ))}
      </fieldset>
    </ToolbarPopover>
  );
}
