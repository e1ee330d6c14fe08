import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import type { LiveTimeline } from '../../../contracts/match-centre.ts';
import { MatchStats, type StatKind } from '../../ui/match-stats.tsx';

/** First-half counts per side: goals from the half-time score, the rest from a timeline recorded from kick-off. */
function firstHalf(
  match: LiveMatch,
  timeline: LiveTimeline | null,
  kind: StatKind,
  side: 'home' | 'away',
): number | null {
  const pastHalf = match.period >= 2 || match.status === 'halftime' || match.status === 'finished';
  if (kind === 'goal' && pastHalf) return match[`${side}_half_score`];
  if (!timeline || timeline.recording.status !== 'notstarted') return null;
  return timeline.events.filter((e) => e.kind === kind && e.side === side && e.period === 1).length;
}

/** Team statistics of a live match, with the first half's share from the timeline. */
export function TeamStats({ match, timeline, lang }: { match: LiveMatch; timeline: LiveTimeline | null; lang: Lang }) {
  return (
    <section className="surface">
      <MatchStats match={match} lang={lang} firstHalf={(kind, side) => firstHalf(match, timeline, kind, side)} />
    </section>
  );
}
