import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  FUN_GUESS_PATHS,
  FUN_GUESS_SPORTS,
  type FunGuessMatch,
  type FunGuessPick,
  type FunGuessSport,
} from '../../../contracts/fun-guess.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiKey, apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { formatOdds, matchNames } from './fun-guess-query.ts';
import { GuessDialog, type GuessChoice } from './guess-dialog.tsx';

/** Matches kick off while the page is open: the list is asked again this often. */
const REFRESH_MS = 30_000;

/** One match: kick-off, league, teams and a button per pick at its odds (or the caller's guess). */
function MatchRow({ match, onPick }: { match: FunGuessMatch; onPick(choice: GuessChoice): void }) {
  const { t, i18n } = useTranslation('fun-guess');
  const names = matchNames(match, currentLang());
  const picks: FunGuessPick[] = match.sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away'];
  const mine = match.mine;
  return (
    <li className="surface fun-guess-match">
      <div className="stack">
        <span className="muted">
          {names.league} · {t('matches.kickoff', { time: formatUnix(match.match_time, i18n.language, 'clock') })}
        </span>
        <strong>{t('matches.vs', { home: names.home, away: names.away })}</strong>
      </div>
      {mine ? (
        <p className="fun-guess-mine">
          {t('matches.guessed', { pick: t(`pick.${mine.pick}`), odds: formatOdds(mine.odds), stake: mine.stake })}
        </p>
      ) : (
        <div className="row fun-guess-picks">
          {picks.map((pick) => {
            const odds = match.odds[pick === 'home' ? 0 : pick === 'draw' ? 1 : 2];
            const label = { pick: t(`pick.${pick}`), odds: formatOdds(odds) };
            return (
              <Button
                key={pick}
                type="button"
                size="small"
                outlined
                label={t('pick.button', label)}
                aria-label={t('pick.buttonName', { ...label, home: names.home, away: names.away })}
                onClick={() => onPick({ match, pick, odds })}
              />
            );
          })}
        </div>
      )}
    </li>
  );
}

/** Today's matches open for guesses, by sport; a pick opens the stake dialog (a visitor is asked to log in). */
export function GuessMatches() {
  const { t } = useTranslation('fun-guess');
  const { user } = useSnapshot(userState);
  const queryClient = useQueryClient();
  const [sport, setSport] = useState<FunGuessSport>('football');
  const [choice, setChoice] = useState<GuessChoice | null>(null);
  const matches = useQuery({
    ...apiQuery(FUN_GUESS_PATHS.matches, { sport }, { personal: true }),
    refetchInterval: REFRESH_MS,
  });
  const error = queryErrorText(matches);

  const placed = () => {
    for (const path of [FUN_GUESS_PATHS.matches, FUN_GUESS_PATHS.account, FUN_GUESS_PATHS.records] as const) {
      void queryClient.invalidateQueries({ queryKey: apiKey(path, true) });
    }
  };

  return (
    <div className="stack">
      <Dropdown
        className="fun-guess-sport"
        aria-label={t('sport.label')}
        value={sport}
        options={FUN_GUESS_SPORTS.map((s) => ({ value: s, label: t(`sport.${s}`) }))}
        onChange={(e) => setSport(FUN_GUESS_SPORTS.find((s) => s === e.value) ?? 'football')}
      />
      {error ? <p role="alert">{t('matches.failed', { message: error })}</p> : null}
      {!matches.data && !error ? <p role="status">{t('matches.loading')}</p> : null}
      {matches.data && matches.data.length === 0 ? <p className="muted">{t('matches.empty')}</p> : null}
      {matches.data && matches.data.length > 0 ? (
        <ul className="fun-guess-matches" aria-label={t('matches.list')}>
          {matches.data.map((match) => (
            <MatchRow
              key={match.match_id}
              match={match}
              onPick={(next) => (user ? setChoice(next) : openLoginDialog())}
            />
          ))}
        </ul>
      ) : null}
      {choice ? <GuessDialog choice={choice} onPlaced={placed} onClose={() => setChoice(null)} /> : null}
    </div>
  );
}
