import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../contracts/match.ts';
import { ROOM_PATHS } from '../../contracts/room.ts';
import type { InputAt } from '../../contracts/route-table.ts';
import { callRoute } from '../lib/api-client.ts';
import { dateFormat } from '../lib/locale-format.ts';
import { apiQuery, queryErrorText } from '../lib/query/api-query.ts';
import { useRefetchOn } from '../lib/query/use-refetch-on.ts';
import { ReservedMatches } from './reserved-matches.tsx';
import { roomHref } from './room-card.tsx';
import './follow-lists.css';

/** The calls that toggle a reservation. */
type ReservePath = typeof ROOM_PATHS.reserveMatch | typeof ROOM_PATHS.reserveBroadcast;

/**
 * The logged-in user's followed and reserved matches and reserved broadcasts, each cancellable:
 * the body of `/reserve` and of the member centre's reservations.
 */
export function MyReservations({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('anchors');
  const [generation, setGeneration] = useState(0);
  const mine = useQuery(apiQuery(ROOM_PATHS.myReservations, {}, { personal: true }));
  useRefetchOn(mine, generation);
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const when = dateFormat(lang, 'dateTime');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const cancel = async (key: string, path: ReservePath, params: InputAt<ReservePath>) => {
    try {
      const answer = await callRoute('POST', path, params, { quiet: true });
      setError(null);
      // The calls toggle: reserved again means the list was out of date.
      if (answer.reserved) setGeneration((g) => g + 1);
      else setCancelled((c) => new Set(c).add(key));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const matches = mine.data?.matches.filter((m) => !cancelled.has(`m${m.match_id}`)) ?? null;
  const broadcasts = mine.data?.broadcasts.filter((b) => !cancelled.has(`b${b.id}`)) ?? [];
  return (
    <>
      {(error ?? queryErrorText(mine)) && <p className="error-text">{error ?? queryErrorText(mine)}</p>}
      {!mine.data ? (
        !mine.error && <p className="muted">{t('loading')}</p>
      ) : (
        <>
          <ReservedMatches
            reservations={matches}
            headingLevel={headingLevel}
            onCancelReservation={(id) => void cancel(`m${id}`, ROOM_PATHS.reserveMatch, { match_id: id })}
          />
          <section className="reserve-section" aria-labelledby="reserve-broadcasts">
            <Heading id="reserve-broadcasts">{t('reserve.broadcasts')}</Heading>
            {broadcasts.length === 0 ? (
              <p className="follow-empty">{t('reserve.noBroadcasts')}</p>
            ) : (
              <ul className="reserve-list">
                {broadcasts.map((b) => (
                  <li key={b.id}>
                    <Link to={roomHref(b.room_id)} className="reserve-main">
                      <img src={b.avatar} alt="" className="reserve-avatar" />
                      <span>{b.nickname}</span>
                      <strong className="ellipsis">{b.title}</strong>
                      <time className="muted">{when.format(b.starts_at * 1000)}</time>
                    </Link>
                    <Button
                      type="button"
                      onClick={() => void cancel(`b${b.id}`, ROOM_PATHS.reserveBroadcast, { reserve_id: b.id })}
                      label={t('reserve.cancel')}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
