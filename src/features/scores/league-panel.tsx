import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueEntry } from './league-tiers.ts';
import { isLeagueShown, selectLeagues, toggleLeague, type ListPrefs } from '../../lib/list-prefs.ts';

/** The leagues present today with their match counts; select all / none / important. */
export function LeaguePanel({
  leagues,
  prefs,
  onChange,
}: {
  leagues: readonly LeagueEntry[];
  prefs: ListPrefs;
  onChange(change: (prefs: ListPrefs) => ListPrefs): void;
}) {
  const { t } = useTranslation('scores');
  const id = useId();
  return (
    <div className="stack">
      <div className="row">
        {(['all', 'none', 'important'] as const).map((which) => (
          <Button
            key={which}
            type="button"
            size="small"
            text
            label={t(`leagues.select${which === 'all' ? 'All' : which === 'none' ? 'None' : 'Important'}`)}
            onClick={() => onChange((p) => selectLeagues(p, which))}
          />
        ))}
      </div>
      <fieldset className="sl-league-list">
        <legend>{t('leagues.legend')}</legend>
        {leagues.map((league) => (
          <div key={league.id} className="row">
            <Checkbox
              inputId={`${id}-${league.id}`}
              checked={isLeagueShown(prefs, league)}
              onChange={() => onChange((p) => toggleLeague(p, league.id, leagues))}
            />
            <label htmlFor={`${id}-${league.id}`} className="grow">
              {t('leagues.entry', { name: league.name, count: league.count })}
            </label>
            {league.important && <small className="muted">{t('leagues.important')}</small>}
          </div>
        ))}
      </fieldset>
    </div>
  );
}
