import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Lang } from '../../../contracts/match.ts';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import type { InputAt } from '../../../contracts/route-table.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { roomHref } from '../../ui/room-card.tsx';
import { ReservedMatches } from './reserved-matches.tsx';
import './anchors.css';
import { dateFormat } from '../../lib/locale-format.ts';

/** The calls that toggle a reservation. */
type ReservePath = typeof ROOM_PATHS.reserveMatch | typeof ROOM_PATHS.reserveBroadcast;

/**
 * `/reserve`: the matches the user follows or reserved, and the broadcasts they reserved; cancel
 * any here. A visitor sees the matches followed in this browser.
 */
export function ReservePage() {
  const { t } = useTranslation('anchors');
  const { user } = useSnapshot(userState);
  if (!user) {
    return (
      <div className="anchors-page">
        <h1 className="anchors-heading">{t('route.reserve')}</h1>
        <ReservedMatches reservations={null} onCancelReservation={() => undefined} />
        <div className="anchors-login">
          <p>{t('reserve.loginForMore')}</p>
          <Button type="button" onClick={() => openLoginDialog()} label={t('login.button')} />
        </div>
      </div>
    );
  }
  return <Reservations key={user.id} />;
}

function Reservations() {
  const { t, i18n } = useTranslation('anchors');
  const [generation, setGeneration] = useState(0);
  const mine = useQuery(apiQuery(ROOM_PATHS.myReservations, {}, { personal: true }));
  useRefetchOn(mine, generation);
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const when = dateFormat(lang, 'dateTime');

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
    <div className="anchors-page">
      <h1 className="anchors-heading">{t('route.reserve')}</h1>
      {(error ?? queryErrorText(mine)) && <p className="error-text">{error ?? queryErrorText(mine)}</p>}
      {!mine.data ? (
        !mine.error && <p className="muted">{t('loading')}</p>
      ) : (
        <>
          <ReservedMatches
            reservations={matches}
            onCancelReservation={(id) => void cancel(`m${id}`, ROOM_PATHS.reserveMatch, { match_id: id })}
          />
          <section className="reserve-section" aria-labelledby="reserve-broadcasts">
            <h2 id="reserve-broadcasts">{t('reserve.broadcasts')}</h2>
            {broadcasts.length === 0 ? (
              <p className="anchors-empty">{t('reserve.noBroadcasts')}</p>
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
    </div>
  );
}
