import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSetting, GameSettings, Immediately } from '../../lib/game-settings.ts';

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
  const id = useId();
  const box = (key: string, label: string, checked: boolean, set: (checked: boolean) => void) => (
    <div key={key} className="row">
      <Checkbox inputId={`${id}-${key}`} checked={checked} onChange={(e) => set(e.checked === true)} />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );
  return (
    <div className="stack">
      <fieldset className="stack">
        <legend>{t('settings.alerts')}</legend>
        {GAME_SETTING_FIELDS.map((field) =>
          box(field, t(`settings.gameSeting.${field}`), settings.gameSeting[field], (checked) =>
            onChange((s) => ({ ...s, gameSeting: { ...s.gameSeting, [field]: checked } })),
          ),
        )}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('settings.display')}</legend>
        {IMMEDIATELY_FIELDS.map((field) =>
          box(field, t(`settings.immediately.${field}`), settings.immediately[field], (checked) =>
            onChange((s) => ({ ...s, immediately: { ...s.immediately, [field]: checked } })),
          ),
        )}
      </fieldset>
    </div>
  );
}
