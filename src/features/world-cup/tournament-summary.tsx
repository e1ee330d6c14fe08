import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import type { WorldCupTeam, WorldCupTournament } from '../../../contracts/world-cup.ts';
import { formatDate, teamName } from './world-cup-format.ts';

/** The edition at a glance: podium, hosts, dates and totals. */
export function TournamentSummary({ tournament: w, lang }: { tournament: WorldCupTournament; lang: Lang }) {
  const { t } = useTranslation('world-cup');
  const name = (team: WorldCupTeam | null) => (team ? teamName(team, lang) : '–');
  const average = w.played > 0 ? (w.goals / w.played).toFixed(2) : '0';
  const facts: Array<[string, string]> = [
    [t('summary.champion'), name(w.champion)],
    [t('summary.runnerUp'), name(w.runner_up)],
    [t('summary.third'), name(w.third)],
    [t('summary.hosts'), w.hosts.map((h) => teamName(h, lang)).join(', ') || '–'],
    [
      t('summary.dates'),
      t('summary.dateRange', { from: formatDate(w.first_date, lang), to: formatDate(w.last_date, lang) }),
    ],
    [t('summary.teams'), String(w.teams)],
    [t('summary.matches'), String(w.matches)],
    [t('summary.goals'), t('summary.perMatch', { goals: w.goals, average })],
  ];
  return (
    <dl className="wc-summary" aria-label={t('summary.label')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
