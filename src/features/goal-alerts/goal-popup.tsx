import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MatchAlert } from '../../../contracts/engine-api.ts';
import type { Lang } from '../../../contracts/match.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { minuteText } from './alert-stack.ts';

/** How long a pop-up stays when the pointer or focus is not on it. */
export const POPUP_MS = 8_000;

/**
 * One goal or red-card pop-up: the side that scored (or was sent off, `iszhu`) highlighted, the
 * minute and the score. Closes itself after a few seconds unless hovered or focused.
 */
export function GoalPopup({
  alert,
  lang,
  onClose,
  onHold,
}: {
  alert: MatchAlert;
  lang: Lang;
  onClose(key: string): void;
  /** Told while the pointer or focus holds the pop-up open. */
  onHold?(key: string, held: boolean): void;
}) {
  const { t } = useTranslation('alerts');
  const [held, setHeld] = useState(false);
  useEffect(() => {
    onHold?.(alert.key, held);
    if (held) return;
    const timer = setTimeout(() => onClose(alert.key), POPUP_MS);
    return () => clearTimeout(timer);
  }, [held, alert.key, onClose, onHold]);

  const home = alert[`home_team_name_${lang}`];
  const away = alert[`away_team_name_${lang}`];
  const side = alert.iszhu === 1 ? 'home' : 'away';
  const team = side === 'home' ? home : away;
  const minute = minuteText(alert.match_str);
  const score = `${alert.home_score} - ${alert.away_score}`;
  // Kick-off, half time and full time concern both sides.
  const marksSide = alert.kind === 'goal' || alert.kind === 'red';
  const name = (text: string, mine: boolean) => (mine ? <mark className="ga-side">{text}</mark> : <span>{text}</span>);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={t(`popup.${alert.kind}.label`, { team, home, away, score, minute })}
      className={`ga-popup ga-${alert.kind}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="ga-head">
        <strong className="ga-kind">{t(`popup.${alert.kind}.title`)}</strong>
        {alert.followed && <span className="ga-followed">{t('popup.followed')}</span>}
        <span className="ga-minute">{minute}</span>
        <button
          type="button"
          className="p-button p-button-text p-button-sm p-button-icon-only ga-close"
          aria-label={t('popup.close')}
          onClick={() => onClose(alert.key)}
        >
          ✕
        </button>
      </div>
      <Link
        to={matchDetailHref(alert.match_id)}
        className="ga-line"
        aria-label={t('popup.open', { home, away })}
        onClick={() => onClose(alert.key)}
      >
        {name(home, side === 'home' && marksSide)}
        <span className="ga-score">{score}</span>
        {name(away, side === 'away' && marksSide)}
      </Link>
    </div>
  );
}
