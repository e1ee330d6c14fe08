import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../contracts/match.ts';
import type { WorldCupGoal, WorldCupMatch } from '../../../contracts/world-cup.ts';
import { resultLabel, settledNote } from './result-label.ts';
import { formatKickoff, goalsOf, hasScore, matchHref, minuteLabel, teamName } from './world-cup-format.ts';

interface MatchLineProps {
  match: WorldCupMatch;
  lang: Lang;
  timeZone: string;
  /** Show the group or round (the list of all matches); a group's own list does not need it. */
  showStage?: boolean;
}

function GoalList({ goals, team }: { goals: WorldCupGoal[]; team: string }) {
  const { t } = useTranslation('world-cup');
  if (goals.length === 0) return <span />;
  return (
    <ul className="wc-goals" aria-label={t('match.goalsOf', { team })}>
      {goals.map((g, i) => (
        <li key={i}>
          <span className="muted wc-minute">{minuteLabel(g)}&prime;</span> {g.player}
          {g.kind === 'penalty_goal' && <span className="muted wc-goal-kind"> ({t('match.penalty')})</span>}
          {g.kind === 'own_goal' && <span className="muted wc-goal-kind"> ({t('match.ownGoal')})</span>}
        </li>
      ))}
    </ul>
  );
}

/** One match: kick-off, teams, result linking to the match centre, how it was settled, goals. */
export function MatchLine({ match: m, lang, timeZone, showStage = false }: MatchLineProps) {
  const { t } = useTranslation('world-cup');
  const home = teamName(m.home, lang);
  const away = teamName(m.away, lang);
  const notes = [
    m.home_half_score !== null && m.away_half_score !== null
      ? t('match.halfTime', { home: m.home_half_score, away: m.away_half_score })
      : '',
    m.extra_time && m.home_ft_score !== null && m.away_ft_score !== null
      ? t('match.fullTime', { home: m.home_ft_score, away: m.away_ft_score })
      : '',
    settledNote(m, t),
  ].filter(Boolean);
  return (
    <li className="wc-match">
      <div className="wc-match-row">
        <span className="muted wc-when">
          {m.match_time !== null ? formatKickoff(m.match_time, timeZone, lang) : ''}
        </span>
        {showStage && (
          <span className="muted wc-stage">
            {m.group !== null ? t('group.title', { name: m.group }) : t(`stage.${m.stage}`)}
          </span>
        )}
        <span className="wc-home" data-winner={m.winner === 'home' || undefined}>
          {home}
        </span>
        <Link className="wc-score" to={matchHref(m.id)} aria-label={resultLabel(m, lang, t)}>
          {hasScore(m) ? `${m.home_score}–${m.away_score}` : t('match.versus')}
        </Link>
        <span className="wc-away" data-winner={m.winner === 'away' || undefined}>
          {away}
        </span>
        <span className="muted wc-notes">{notes.join(' · ')}</span>
      </div>
      {m.goals.length > 0 && (
        <div className="wc-goal-row">
          <GoalList goals={goalsOf(m, 'home')} team={home} />
          <GoalList goals={goalsOf(m, 'away')} team={away} />
        </div>
      )}
    </li>
  );
}
