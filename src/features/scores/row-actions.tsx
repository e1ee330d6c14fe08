import { useTranslation } from 'react-i18next';
import type { LiveMatch } from '../../../contracts/match.ts';
import { useScoreTable } from './score-table-context.ts';

/** Pin to the top (a toggle) and hide, named with the teams so each row's buttons are distinct. */
export function RowActions({ match, pinned }: { match: LiveMatch; pinned: boolean }) {
  const { t } = useTranslation('scores');
  const { lang, onPin, onHide } = useScoreTable();
  const teams = { home: match[`home_team_name_${lang}`], away: match[`away_team_name_${lang}`] };
  const pinLabel = t('row.pin', teams);
  const hideLabel = t('row.hide', teams);
  return (
    <span className="sl-actions">
      <button
        type="button"
        className="sl-action"
        aria-pressed={pinned}
        aria-label={pinLabel}
        title={pinLabel}
        onClick={() => onPin(match.id)}
      >
        {pinned ? '★' : '☆'}
      </button>
      <button
        type="button"
        className="sl-action"
        aria-label={hideLabel}
        title={hideLabel}
        onClick={() => onHide(match.id)}
      >
        ✕
      </button>
    </span>
  );
}
