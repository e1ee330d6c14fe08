import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import { MatchStats } from '../../ui/match-stats.tsx';

/** Team statistics as the feed updates them; all of them simulated, and said so. */
export function LiveStats({ match, lang }: { match: LiveMatch; lang: Lang }) {
  return (
    <section className="surface">
      <MatchStats match={match} lang={lang} />
    </section>
  );
}
