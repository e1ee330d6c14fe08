import { useTranslation } from 'react-i18next';
import type { LeagueEntry } from './league-tiers.ts';
import { isLeagueShown, selectLeagues, toggleLeague, type ListPrefs } from './list-prefs.ts';
import { ToolbarPopover } from './toolbar-popover.tsx';

/** The leagues present today with their match counts; select all / none / important. */
export function LeagueFilter({
  leagues,
  prefs,
  onChange,
}: {
  leagues: readonly LeagueEntry[];
  prefs: ListPrefs;
  onChange(change: (prefs: ListPrefs) => ListPrefs): void;
}) {
  const { t } = useTranslation('scores');
  const shown = leagues.filter((l) => isLeagueShown(prefs, l)).length;
  return (
    <ToolbarPopover label={t('leagues.button', { shown, total: leagues.length })} panelLabel={t('leagues.panel')}>
      <div className="sl-panel-actions">
        <button type="button" className="sl-button" onClick={() => onChange((p) => selectLeagues(p, 'all'))}>
          {t('leagues.selectAll')}
        </button>
        <button type="button" className="sl-button" onClick={() => onChange((p) => selectLeagues(p, 'none'))}>
          {t('leagues.selectNone')}
        </button>
        <button type="button" className="sl-button" onClick={() => onChange((p) => selectLeagues(p, 'important'))}>
          {t('leagues.selectImportant')}
        </button>
      </div>
      <fieldset className="sl-league-list">
        <legend>{t('leagues.legend')}</legend>
        {leagues.map((league) => (
          <label key={league.id} className="sl-check">
            <input
              type="checkbox"
              checked={isLeagueShown(prefs, league)}
              onChange={() => onChange((p) => toggleLeague(p, league.id, leagues))}
            />
            <span>{t('leagues.entry', { name: league.name, count: league.count })}</span>
            {league.important && <span className="sl-tier">{t('leagues.important')}</span>}
          </label>
        ))}
      </fieldset>
    </ToolbarPopover>
  );
}
