import { lazy, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompanyId, ODDS_COMPANIES, type CompanyId } from '../../../contracts/odds.ts';
import type { GameSettings } from '../../lib/game-settings.ts';
import { DeferredDropdown } from '../../ui/deferred-dropdown.tsx';
import { OverlayButton } from '../../ui/overlay-button.tsx';
import { PlainButton } from '../../ui/plain-button.tsx';
import type { LeagueEntry } from './league-tiers.ts';
import { activePreset, applyPreset, isLeagueShown, PRESETS, showHidden, type ListPrefs } from '../../lib/list-prefs.ts';

// The panels' contents load with their first opening.
const LeaguePanel = lazy(async () => ({ default: (await import('./league-panel.tsx')).LeaguePanel }));
const SettingsPanel = lazy(async () => ({ default: (await import('./settings-panel.tsx')).SettingsPanel }));

export interface ListToolbarProps {
  leagues: readonly LeagueEntry[];
  prefs: ListPrefs;
  onPrefs(change: (prefs: ListPrefs) => ListPrefs): void;
  hiddenCount: number;
  company: CompanyId;
  onCompany(id: CompanyId): void;
  /** False where the feed quotes no odds (e-sports): no company to choose. */
  odds?: boolean;
  settings: GameSettings;
  onSettings(change: (settings: GameSettings) => GameSettings): void;
}

/**
 * Presets, league filter, odds company, hidden-match counter and settings above a list. Memoised:
 * the list above it re-renders on every live batch, and the kit's dropdown rewrites its hidden
 * input's attributes on each render (measured: 40 attribute changes a second, each a style pass).
 */
export const ListToolbar = memo(function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation('scores');
  const companyId = useId();
  const { prefs, onPrefs, hiddenCount, leagues } = props;
  const preset = activePreset(prefs);
  const shown = leagues.filter((l) => isLeagueShown(prefs, l)).length;
  return (
    <div className="row sl-toolbar" role="group" aria-label={t('toolbar.label')}>
      <div role="group" aria-label={t('preset.label')} className="p-buttonset">
        {PRESETS.map((p) => (
          <PlainButton
            key={p}
            size="small"
            outlined={preset !== p}
            aria-pressed={preset === p}
            label={t(`preset.${p}`)}
            onClick={() => onPrefs((current) => applyPreset(current, p))}
          />
        ))}
      </div>
      <OverlayButton
        size="small"
        outlined
        label={t('leagues.button', { shown, total: leagues.length })}
        panelLabel={t('leagues.panel')}
        panelClassName="sl-panel"
      >
        <LeaguePanel leagues={leagues} prefs={prefs} onChange={onPrefs} />
      </OverlayButton>
      {props.odds !== false && (
        <span className="row">
          <label htmlFor={companyId}>{t('odds.company.label')}</label>
          <DeferredDropdown<number>
            inputId={companyId}
            value={props.company}
            options={ODDS_COMPANIES.map((c) => ({ value: c.id, label: t(`odds.company.${c.key}`) }))}
            onChange={(id) => {
              if (isCompanyId(id)) props.onCompany(id);
            }}
          />
        </span>
      )}
      {hiddenCount > 0 && (
        <PlainButton
          size="small"
          text
          label={t('hidden.show', { count: hiddenCount })}
          onClick={() => onPrefs(showHidden)}
        />
      )}
      <OverlayButton
        size="small"
        outlined
        severity="secondary"
        label={t('settings.button')}
        panelLabel={t('settings.panel')}
        panelClassName="sl-panel"
      >
        <SettingsPanel settings={props.settings} onChange={props.onSettings} />
      </OverlayButton>
    </div>
  );
});
