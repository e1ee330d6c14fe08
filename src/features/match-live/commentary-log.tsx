import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../contracts/match.ts';
import { buildCommentary } from './commentary.ts';
import type { LiveTimeline } from '../../../contracts/match-centre.ts';

/** The running text commentary, newest first; screen readers hear new lines politely. */
export function CommentaryLog({
  timeline,
  sport,
  home,
  away,
}: {
  timeline: LiveTimeline;
  sport: Sport;
  home: string;
  away: string;
}) {
  const { t } = useTranslation('match');
  const lines = useMemo(
    () => buildCommentary(timeline.events, timeline.recording, { sport, home, away }),
    [timeline, sport, home, away],
  );
  return (
    <section className="surface" aria-labelledby="ml-commentary-title">
      <h2 id="ml-commentary-title">{t('commentary.title')}</h2>
      <div role="log" aria-live="polite" aria-labelledby="ml-commentary-title">
        {lines.length === 0 ? (
          <p className="muted">{t('commentary.empty')}</p>
        ) : (
          <ol className="ml-commentary">
            {lines.map((line) => (
              <li key={line.id} className={`ml-line ml-line-${line.key.split('.')[1]}`}>
                <span className="ml-clock">{line.at}</span>
                <span>{t(line.key, line.values)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
