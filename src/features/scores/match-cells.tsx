import { useTranslation } from 'react-i18next';
import type { LiveMatch } from '../../../contracts/match.ts';
import { FlashValue } from './flash-value.tsx';
import { useScoreTable } from './score-table-context.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function hasStarted(match: LiveMatch): boolean {
  return match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
}

export function TimeCell({ match }: { match: LiveMatch }) {
  return (
    <time dateTime={new Date(match.match_time * 1000).toISOString()}>{timeFormat.format(match.match_time * 1000)}</time>
  );
}

export function LeagueCell({ match }: { match: LiveMatch }) {
  const { lang } = useScoreTable();
  return <span className="sl-league">{match[`short_name_${lang}`]}</span>;
}

export function StatusCell({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('scores');
  if (match.status === 'live') return <span className="sl-minute">{match.match_str}</span>;
  return <span>{t(`status.${match.status}`)}</span>;
}

function CardBadge({ kind, count }: { kind: 'red' | 'yellow'; count: number }) {
  const { t } = useTranslation('scores');
  if (count <= 0) return null;
  return (
    <span role="img" className={`sl-card sl-card-${kind}`} aria-label={t(`cards.${kind}`, { count })}>
      <FlashValue value={count} />
    </span>
  );
}

/** A team's name with its red and yellow cards as small badges on the side facing the score. */
export function TeamCell({ match, side }: { match: LiveMatch; side: 'home' | 'away' }) {
  const { lang, settings } = useScoreTable();
  const name = match[`${side}_team_name_${lang}`];
  const badges = (
    <>
      {settings.immediately.value2 && <CardBadge kind="red" count={match[`${side}_red`]} />}
      {settings.gameSeting.yellow && <CardBadge kind="yellow" count={match[`${side}_yellow`]} />}
    </>
  );
  return side === 'home' ? (
    <>
      <span className="sl-team">{name}</span>
      {badges}
    </>
  ) : (
    <>
      {badges}
      <span className="sl-team">{name}</span>
    </>
  );
}

export function ScoreText({ match }: { match: LiveMatch }) {
  if (!hasStarted(match)) return <span>-</span>;
  return <FlashValue value={`${match.home_score} - ${match.away_score}`} />;
}

export function HalfCell({ match }: { match: LiveMatch }) {
  if (!hasStarted(match) || (match.period < 2 && match.status === 'live')) return null;
  return <FlashValue value={`${match.home_half_score}-${match.away_half_score}`} />;
}

export function CornerCell({ match }: { match: LiveMatch }) {
  if (!hasStarted(match)) return null;
  return <FlashValue value={`${match.home_corner}-${match.away_corner}`} />;
}

/** Basketball: points per quarter (overtimes after), the current one flashing as it moves. */
export function QuarterCell({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('scores');
  if (!hasStarted(match) || match.home_periods.length === 0) return null;
  return (
    <span className="sl-quarters">
      {match.home_periods.map((home, i) => {
        const away = match.away_periods[i] ?? 0;
        const label = i < 4 ? t('quarter.label', { n: i + 1 }) : t('quarter.overtime', { n: i - 3 });
        return (
          <abbr key={i} title={label} aria-label={`${label} ${home}-${away}`}>
            <FlashValue value={`${home}-${away}`} />
          </abbr>
        );
      })}
    </span>
  );
}
