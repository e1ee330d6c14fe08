import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { LiveMatch } from '../../../contracts/match.ts';
import { FollowStar } from '../../ui/follow-star.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { TEAM_NAME_FIELDS } from '../../lib/match-fields.ts';
import { gridCell, sameMatchFields } from './match-cells.tsx';
import { useCellText, useScoreTable } from './score-table-context.ts';

/** What the actions read of a match: its room and the teams' names (their labels). */
const NAME_FIELDS = ['id', 'room_id', ...TEAM_NAME_FIELDS] as const;

/**
 * Watch (when a live room is bound to the match: the engine stamps `room_id` on the row), follow (alerts whatever the list shows), pin to the top (a toggle) and hide, named with the teams so each row's buttons are distinct.
 * The kit's button look on plain buttons: hundreds of rows render them, and rows re-render live.
 */
export const RowActions = memo(function RowActions({ match, pinned }: { match: LiveMatch; pinned: boolean }) {
  const t = useCellText();
  const { lang, onPin, onHide } = useScoreTable();
  const teams = { home: match[`home_team_name_${lang}`], away: match[`away_team_name_${lang}`] };
  const pinLabel = t('row.pin', teams);
  const hideLabel = t('row.hide', teams);
  const watchLabel = t('row.watch', teams);
  return gridCell(
    'actions',
    <span className="sl-actions">
      {match.room_id ? (
        <Link
          className="p-button p-button-text p-button-sm p-button-icon-only sl-action sl-watch"
          to={routeHref({ name: 'live' }, { id: match.room_id })}
          aria-label={watchLabel}
          title={watchLabel}
        >
          ▶
        </Link>
      ) : null}
      <FollowStar match={match} className="sl-action" />
      <button
        type="button"
        className="p-button p-button-text p-button-sm p-button-icon-only sl-action"
        aria-pressed={pinned}
        aria-label={pinLabel}
        title={pinLabel}
        onClick={() => onPin(match.id)}
      >
        {pinned ? '📌' : '⇡'}
      </button>
      <button
        type="button"
        className="p-button p-button-text p-button-sm p-button-icon-only sl-action"
        aria-label={hideLabel}
        title={hideLabel}
        onClick={() => onHide(match.id)}
      >
        ✕
      </button>
    </span>,
  );
}, sameMatchFields(NAME_FIELDS));
