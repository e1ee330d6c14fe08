import type { TFunction } from 'i18next';
import type { Lang } from '../../../contracts/match.ts';
import type { WorldCupMatch } from '../../../contracts/world-cup.ts';
import { hasShootout, teamName } from './world-cup-format.ts';

type T = TFunction<'world-cup'>;

/** `a.e.t. · 4–2 pens`: how a level match was settled, for the eye; empty when it was not. */
export function settledNote(m: WorldCupMatch, t: T): string {
  const parts: string[] = [];
  if (m.extra_time) parts.push(t('match.aet'));
  if (hasShootout(m)) parts.push(t('match.pens', { home: m.home_pen_score, away: m.away_pen_score }));
  return parts.join(' · ');
}

/** The whole result in one sentence, for links and assistive technology. */
export function resultLabel(m: WorldCupMatch, lang: Lang, t: T): string {
  const home = teamName(m.home, lang);
  const away = teamName(m.away, lang);
  if (m.home_score === null || m.away_score === null) return t('match.notPlayed', { home, away });
  const parts = [t('match.scoreLabel', { home, away, homeScore: m.home_score, awayScore: m.away_score })];
  if (m.extra_time) parts.push(t('match.aetLabel'));
  if (hasShootout(m) && (m.winner === 'home' || m.winner === 'away')) {
    const winnerIsHome = m.winner === 'home';
    parts.push(
      t('match.pensLabel', {
        team: winnerIsHome ? home : away,
        home: winnerIsHome ? m.home_pen_score : m.away_pen_score,
        away: winnerIsHome ? m.away_pen_score : m.home_pen_score,
      }),
    );
  }
  return parts.join(', ');
}
