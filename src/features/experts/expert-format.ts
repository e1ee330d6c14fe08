import type { TFunction } from 'i18next';
import type { ExpertKind, SchemeCard, Streak } from '../../../contracts/experts.ts';
import type { Lang } from '../../../contracts/match.ts';

/** How the experts' pages read their query and word a scheme. */

/** `?id=` as a positive id, or null. */
export function readId(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** `?type=0|1` (football by default). */
export function readKind(params: URLSearchParams): 0 | 1 {
  return params.get('type') === '1' ? 1 : 0;
}

export const KIND_NAMES: Record<0 | 1, ExpertKind> = { 0: 'football', 1: 'basketball' };

/** A rate 0..1 as a whole percentage, or a dash. */
export function percent(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

/** A return per unit as a signed percentage. */
export function roiText(roi: number): string {
  const pct = Math.round(roi * 1000) / 10;
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

export function streakText(t: TFunction<'experts'>, streak: Streak): string {
  return streak.kind === null ? t('streak.none') : t(`streak.${streak.kind}`, { n: streak.n });
}

/** A handicap or total line as shown: signed for the handicap's side picked. */
function lineText(card: Pick<SchemeCard, 'market' | 'pick' | 'line'>): string {
  if (card.market === 'ou') return String(card.line);
  // The line is what the home side gives: the away side gets the opposite.
  const forPick = card.pick === 'away' ? card.line : -card.line;
  return `${forPick > 0 ? '+' : ''}${forPick}`;
}

export function pickText(t: TFunction<'experts'>, card: Pick<SchemeCard, 'market' | 'pick' | 'line' | 'odds'>): string {
  const vars = { market: t(`market.${card.market}`), pick: t(`pick.${card.pick}`), odds: card.odds.toFixed(2) };
  return card.market === 'eu' ? t('scheme.pickNoLine', vars) : t('scheme.pickLine', { ...vars, line: lineText(card) });
}

export function matchTitle(t: TFunction<'experts'>, card: Pick<SchemeCard, 'match'>, lang: Lang): string {
  return t('scheme.title', {
    home: card.match.home[lang] || card.match.home.en,
    away: card.match.away[lang] || card.match.away.en,
  });
}
