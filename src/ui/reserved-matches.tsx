import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang, LiveMatch } from '../../contracts/match.ts';
import type { MyReservations } from '../../contracts/room.ts';
import { getEngine } from '../lib/engine.ts';
import { reserveOnAccount, setFollow, useFollows } from './follow-star.tsx';
import { dateFormat } from '../lib/locale-format.ts';
import { LEAGUE_NAME_FIELDS, TEAM_NAME_FIELDS } from '../lib/match-fields.ts';
import { differsIn, useLiveMatches, type RowShows } from '../lib/use-live-matches.ts';
import { matchDetailHref } from './match-link.ts';
import './follow-lists.css';

/** What a line of the list shows of a match. */
const lineShows = differsIn([
  'match_time',
  'status',
  'match_str',
  'home_score',
  'away_score',
  ...LEAGUE_NAME_FIELDS,
  ...TEAM_NAME_FIELDS,
]);

/**
 * Followed matches (kept in this browser) and, logged in, the account's match reservations, as
 * one list. Logged in, the two are made one: a follow not yet on the account is reserved there,
 * and a reservation of a match of today becomes a follow here (its alerts need the engine).
 */
export function ReservedMatches({
  reservations,
  onCancelReservation,
  headingLevel = 2,
}: {
  reservations: MyReservations['matches'] | null;
  onCancelReservation(matchId: number): void;
  /** Under a page's title (2), or under a section's (3). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t, i18n } = useTranslation('anchors');
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const when = dateFormat(lang, 'dateTime');
  const follows = useFollows();
  const ids = [...new Set([...follows.list.map((f) => f.match_id), ...(reservations ?? []).map((r) => r.match_id)])];
  // The day's batches render the list only for its own matches' lines (and for matches joining
  // or leaving the day, which the reservations' sync reads), not 20 times a second a sport.
  const listed = ids.join(',');
  const shows = useMemo((): RowShows => {
    const mine = new Set(listed === '' ? [] : listed.split(',').map(Number));
    return (before, after) => mine.has(after.id) && lineShows(before, after);
  }, [listed]);
  const football = useLiveMatches('football', shows).matches;
  const basketball = useLiveMatches('basketball', shows).matches;
  const today = useMemo(
    () => new Map<number, LiveMatch>([...(football ?? []), ...(basketball ?? [])].map((m) => [m.id, m])),
    [football, basketball],
  );

  const synced = useRef<MyReservations['matches'] | null>(null);
  useEffect(() => {
    if (reservations === null || !follows.loaded || synced.current === reservations) return;
    synced.current = reservations;
    const reserved = new Set(reservations.map((r) => r.match_id));
    for (const f of follows.list)
      if (!reserved.has(f.match_id)) void reserveOnAccount(f.match_id, true).catch(() => undefined);
    const followed = new Set(follows.list.map((f) => f.match_id));
    const missing = reservations
      .map((r) => today.get(r.match_id))
      .filter((m) => m !== undefined && !followed.has(m.id));
    if (missing.length > 0) {
      void getEngine().then((engine) => {
        for (const match of missing) if (match) void engine.follow(match, true);
      });
    }
  }, [reservations, follows.loaded, follows.list, today]);

  const stored = new Map(follows.list.map((f) => [f.match_id, f.match]));
  const rows = ids
    .map((id) => ({ id, match: today.get(id) ?? stored.get(id) }))
    .sort((a, b) => (a.match?.match_time ?? 0) - (b.match?.match_time ?? 0));
  return (
    <section className="reserve-section" aria-labelledby="reserve-matches">
      <Heading id="reserve-matches">{t('reserve.matches')}</Heading>
      <p className="muted">{t('reserve.followHint')}</p>
      {rows.length === 0 ? (
        <p className="follow-empty">{t('reserve.noMatches')}</p>
      ) : (
        <ul className="reserve-list">
          {rows.map(({ id, match: m }) => {
            const showScore = m && m.status !== 'notstarted' && m.status !== 'postponed' && m.status !== 'cancelled';
            const followed = follows.has(id);
            return (
              <li key={id}>
                <Link to={matchDetailHref(id)} className="reserve-main">
                  {m ? (
                    <>
                      <span className="muted reserve-league">{m[`short_name_${lang}`]}</span>
                      <span>{m[`home_team_name_${lang}`]}</span>
                      <strong>{showScore ? `${m.home_score} - ${m.away_score}` : t('reserve.vs')}</strong>
                      <span>{m[`away_team_name_${lang}`]}</span>
                      <span className={m.status === 'live' ? 'error-text' : 'muted'}>
                        {m.status === 'live' ? m.match_str : t(`reserve.status.${m.status}`)}
                      </span>
                      <time className="muted">{when.format(m.match_time * 1000)}</time>
                    </>
                  ) : (
                    <span>{t('reserve.match', { id })}</span>
                  )}
                </Link>
                <Button
                  type="button"
                  onClick={() => {
                    if (followed && m) void setFollow(m, false);
                    if (reservations?.some((r) => r.match_id === id) && !(followed && m)) onCancelReservation(id);
                  }}
                  label={followed ? t('reserve.unfollow') : t('reserve.cancel')}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
