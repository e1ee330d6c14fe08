import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { FollowedMatch } from '../../contracts/alert-filter.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { ROOM_PATHS } from '../../contracts/room.ts';
import { callRoute } from '../lib/api-client.ts';
import { getEngine } from '../lib/engine.ts';
import { currentLang } from '../lib/i18n.ts';
import { userState } from '../lib/user-store.ts';

/**
 * The matches the user follows, as the engine keeps them (IndexedDB, one list for the browser):
 * a followed match alerts at kick-off, goals, red cards, half time and full time whatever the
 * score list shows. Logged in, a follow is also a reservation on the account.
 */
const followState = proxy({ list: [] as FollowedMatch[], loaded: false });

let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  void getEngine().then((engine) =>
    engine.onFollows((list) => {
      followState.list = list;
      followState.loaded = true;
    }),
  );
}

/** The followed matches, kept up to date. */
export function useFollows(): { list: readonly FollowedMatch[]; loaded: boolean; has(id: number): boolean } {
  listen();
  const { list, loaded } = useSnapshot(followState);
  return { list: list as readonly FollowedMatch[], loaded, has: (id) => list.some((f) => f.match_id === id) };
}

/** Makes the account's reservation of a match match `on` (the call toggles). */
export async function reserveOnAccount(matchId: number, on: boolean): Promise<void> {
  const first = await callRoute('POST', ROOM_PATHS.reserveMatch, { match_id: matchId }, { quiet: true });
  if (first.reserved !== on) await callRoute('POST', ROOM_PATHS.reserveMatch, { match_id: matchId }, { quiet: true });
}

/** Follows or stops following a match (a user's click: the moment to ask for notifications). */
export async function setFollow(match: LiveMatch, on: boolean): Promise<void> {
  if (on && typeof Notification === 'function' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
  await (await getEngine()).follow(match, on);
  if (userState.user) await reserveOnAccount(match.id, on).catch(() => undefined);
}

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
