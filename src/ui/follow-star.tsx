import { useTranslation } from 'react-i18next';
import type { LiveMatch } from '../../contracts/match.ts';
import { currentLang } from '../lib/i18n.ts';
import { setFollow, useFollows } from '../lib/follows.ts';

/**
 * The star that follows a match (a toggle, named with the teams): alerts for its kick-off,
 * goals, red cards, half time and full time, whatever the score list shows. The kit's button
 * look on a plain button: score rows render hundreds of them.
 */
export function FollowStar({ match, className = '' }: { match: LiveMatch; className?: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const followed = useFollows().has(match.id);
  const label = t('follow.label', { home: match[`home_team_name_${lang}`], away: match[`away_team_name_${lang}`] });
  return (
    <button
      type="button"
      className={`p-button p-button-text p-button-sm p-button-icon-only follow-star ${className}`}
      aria-pressed={followed}
      aria-label={label}
      title={label}
      onClick={() => void setFollow(match, !followed)}
    >
      {followed ? '★' : '☆'}
    </button>
  );
}
