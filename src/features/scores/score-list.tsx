import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../contracts/match.ts';
import { getEngine } from '../../lib/engine.ts';
import { currentLang } from '../../lib/i18n.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { leaguesOf } from './league-tiers.ts';
import { hideMatch, pruneMissing, togglePinned } from '../../lib/list-prefs.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { ScoreTable } from './match-table.tsx';
import { ScoreTableContext } from './score-table-context.ts';
import { useCompany } from './use-company.ts';
import { useGameSettings } from './use-game-settings.ts';
import { useListPrefs } from './use-list-prefs.ts';
import { useLiveList } from './use-live-list.ts';
import { useOdds } from './use-odds.ts';
import './score-list.css';

/** A sport's score list: today's matches from the engine, live, filtered the user's way. */
export function ScoreList({ sport }: { sport: Sport }) {
  const { t } = useTranslation('scores');
  const lang = currentLang();
  const [prefs, setPrefs] = useListPrefs(sport);
  const [settings, setSettings] = useGameSettings();
  const [company, setCompany] = useCompany();
  const odds = useOdds(sport, company);
  const filters = useMemo(
    () => ({ prefs, importantOnly: settings.immediately.value4 }),
    [prefs, settings.immediately.value4],
  );
  const { view, status, list, membership, onShown, catchUp } = useLiveList(sport, filters);

  // Alerts follow what this list shows: the engine hears every change of hides and filters.
  useEffect(() => {
    // The prefs are an AlertFilter (plus `liveOnly`, which no goal or card is left out by).
    const filter = { ...prefs, importantOnly: settings.immediately.value4 };
    void getEngine().then((engine) => engine.setAlertFilter(sport, filter));
  }, [sport, prefs, settings.immediately.value4]);

  // Pins and hides of matches no longer listed are dropped once live data is in: connected and
  // caught up, not while the rows kept in IndexedDB still stand in for the server's (a match added
  // since would lose its hide, and its goals would pop up).
  const synced = (status?.connected ?? false) && status?.syncing === false;
  useEffect(() => {
    if (synced && list.size > 0) setPrefs((p) => pruneMissing(p, list));
  }, [synced, list, membership, setPrefs]);

  // The day's leagues change only when matches join or leave it, not on every update.
  const leagues = useMemo(
    () => leaguesOf([...list.matches()], (m) => m[`short_name_${lang}`]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `list` mutates; `membership` says when
    [list, membership, lang],
  );
  const onPin = useCallback((id: number) => setPrefs((p) => togglePinned(p, id)), [setPrefs]);
  const onHide = useCallback((id: number) => setPrefs((p) => hideMatch(p, id)), [setPrefs]);
  const context = useMemo(() => ({ lang, settings, onPin, onHide }), [lang, settings, onPin, onHide]);

  const title = t(`list.title.${sport}`);
  return (
    <section className="score-list" aria-label={title}>
      <header className="spread">
        <h1>{title}</h1>
        <FreshnessMark status={status} />
      </header>
      <ListToolbar
        leagues={leagues}
        prefs={prefs}
        onPrefs={setPrefs}
        hiddenCount={view?.hiddenCount ?? 0}
        company={company}
        onCompany={setCompany}
        odds={sport !== 'esports'}
        settings={settings}
        onSettings={setSettings}
      />
      {view === null ? (
        <p>{t('list.loading')}</p>
      ) : list.size === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ScoreTableContext value={context}>
          {view.matchCount === 0 && <p role="status">{t('list.noneMatch', { count: view.filteredOut })}</p>}
          <ScoreTable sport={sport} view={view} odds={odds} label={title} onShown={onShown} catchUp={catchUp} />
        </ScoreTableContext>
      )}
    </section>
  );
}
