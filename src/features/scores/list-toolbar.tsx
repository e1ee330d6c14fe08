import { useTranslation } from 'react-i18next';
import { isCompanyId, ODDS_COMPANIES, type CompanyId } from '../../../contracts/odds.ts';
import type { GameSettings } from '../../lib/game-settings.ts';
import { LeagueFilter } from './league-filter.tsx';
import type { LeagueEntry } from './league-tiers.ts';
import { activePreset, applyPreset, PRESETS, showHidden, type ListPrefs } from './list-prefs.ts';
import { SettingsPanel } from './settings-panel.tsx';

export interface ListToolbarProps {
  leagues: readonly LeagueEntry[];
  prefs: ListPrefs;
  onPrefs(change: (prefs: ListPrefs) => ListPrefs): void;
  hiddenCount: number;
  company: CompanyId;
  onCompany(id: CompanyId): void;
  settings: GameSettings;
  onSettings(change: (settings: GameSettings) => GameSettings): void;
}

/** Presets, league filter, odds company, hidden-match counter and settings above a list. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation('scores');
  const { prefs, onPrefs, hiddenCount } = props;
  const preset = activePreset(prefs);
  return (
    <div className="sl-toolbar" role="group" aria-label={t('toolbar.label')}>
      <div role="group" aria-label={t('preset.label')} className="sl-presets">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="sl-button"
            aria-pressed={preset === p}
            onClick={() => onPrefs((current) => applyPreset(current, p))}
          >
            {t(`preset.${p}`)}
          </button>
        ))}
      </div>
      <LeagueFilter leagues={props.leagues} prefs={prefs} onChange={onPrefs} />
      <label className="sl-company">
        <span>{t('odds.company.label')}</span>
        <select
          value={props.company}
          onChange={(e) => {
            const id = Number(e.currentTarget.value);
            if (isCompanyId(id)) props.onCompany(id);
          }}
        >
          {ODDS_COMPANIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(`odds.company.${c.key}`)}
            </option>
          ))}
        </select>
      </label>
      {hiddenCount > 0 && (
        <button type="button" className="sl-button" onClick={() => onPrefs(showHidden)}>
          {t('hidden.show', { count: hiddenCount })}
        </button>
      )}
      <SettingsPanel settings={props.settings} onChange={props.onSettings} />
    </div>
  );
}
