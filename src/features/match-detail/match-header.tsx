import { useTranslation } from 'react-i18next';

export interface HeaderModel {
  league: string;
  subtitle?: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  live: boolean;
  /** Further facts (half time, extra time, venue), one per line. */
  lines: string[];
}

/** The match's header: competition, teams, score and status. */
export function MatchHeader({ model }: { model: HeaderModel }) {
  const { t } = useTranslation('match');
  const { home, away, homeScore, awayScore } = model;
  const played = homeScore !== null && awayScore !== null;
  return (
    <section className="surface scoreboard" aria-label={t('header.label')}>
      <p>
        {model.league}
        {model.subtitle ? ` · ${model.subtitle}` : ''}
      </p>
      <div className="scoreboard-teams">
        <span className="c-home">{home}</span>
        <span
          className="scoreboard-score"
          role="status"
          aria-label={played ? t('header.scoreLabel', { home, away, homeScore, awayScore }) : t('header.notPlayed')}
        >
          {played ? `${homeScore} - ${awayScore}` : '-'}
        </span>
        <span>{away}</span>
      </div>
      <p className={model.live ? 'error-text' : 'muted'}>{model.status}</p>
      {model.lines.map((line) => (
        <p key={line} className="muted">
          {line}
        </p>
      ))}
    </section>
  );
}
