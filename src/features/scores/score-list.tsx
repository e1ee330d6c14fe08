import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useLiveMatches } from '../../lib/use-live-matches.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { leaguesOf } from './league-tiers.ts';
import { hideMatch, pruneMissing, togglePinned } from './list-prefs.ts';
import { buildListView } from './list-rows.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { ScoreTable } from './match-table.tsx';
import { ScoreTableContext } from './score-table-context.ts';
import { useCompany } from './use-company.ts';
import { useGameSettings } from './use-game-settings.ts';
import { useListPrefs } from './use-list-prefs.ts';
import { useOdds } from './use-odds.ts';
import './score-list.css';

/** A sport's score list: today's matches from the engine, live, filtered the user's way. */
export function ScoreList({ sport }: { sport: Extract<Sport, 'football' | 'basketball'> }) {
  const { t } = useTranslation('scores');
  const lang = currentLang();
  const { matches, status } = useLiveMatches(sport);
  const [storedPrefs, setPrefs] = useListPrefs(sport);
  const [settings, setSettings] = useGameSettings();
  const [company, setCompany] = useCompany();
  const odds = useOdds(sport, company);

  // Pins and hides of matches no longer listed are dropped once live data is in.
  const present = useMemo(() => new Set((matches ?? []).map((m) => m.id)), [matches]);
  const prefs = useMemo(
    () => (status?.connected && present.size > 0 ? pruneMissing(storedPrefs, present) : storedPrefs),
    [storedPrefs, present, status?.connected],
  );
  if (prefs !== storedPrefs) setPrefs(() => prefs);

  const leagues = useMemo(() => leaguesOf(matches ?? [], (m) => m[`short_name_${lang}`]), [matches, lang]);
  const view = useMemo(
    () => buildListView(matches ?? [], prefs, { importantOnly: settings.immediately.value4 }),
    [matches, prefs, settings.immediately.value4],
  );
  const onPin = useCallback((id: number) => setPrefs((p) => togglePinned(p, id)), [setPrefs]);
  const onHide = useCallback((id: number) => setPrefs((p) => hideMatch(p, id)), [setPrefs]);
  const context = useMemo(() => ({ lang, odds, settings, onPin, onHide }), [lang, odds, settings, onPin, onHide]);

  const title = t(`list.title.${sport}`);
  const matchCount = view.rows.filter((r) => r.kind === 'match').length;
  return (
    <section className="score-list" aria-label={title}>
      <header className="score-list-head">
        <h1>{title}</h1>
        <FreshnessMark status={status} />
      </header>
      <ListToolbar
        leagues={leagues}
        prefs={prefs}
        onPrefs={setPrefs}
        hiddenCount={view.hiddenCount}
        company={company}
        onCompany={setCompany}
        settings={settings}
        onSettings={setSettings}
      />
      {matches === null ? (
        <p>{t('list.loading')}</p>
      ) : matches.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ScoreTableContext value={context}>
          {matchCount === 0 && <p role="status">{t('list.noneMatch', { count: view.filteredOut })}</p>}
          <ScoreTable sport={sport} view={view} label={title} />
        </ScoreTableContext>
      )}
    </section>
  );
}
