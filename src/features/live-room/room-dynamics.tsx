import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DYNAMIC_PATHS, type Dynamic } from '../../../contracts/dynamics.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { DynamicCard } from './dynamic-card.tsx';
import { useNow } from '../../lib/use-now.ts';

const PAGE = 5;

function DynamicsList({ roomId }: { roomId: number }) {
  const { t } = useTranslation('room-dynamics');
  const now = useNow(60_000);
  const first = useQuery(apiQuery(DYNAMIC_PATHS.userPostList, { room_id: roomId, page: 1, limit: PAGE }));
  const [later, setLater] = useState<{ list: Dynamic[]; page: number; total: number | null }>({
    list: [],
    page: 1,
    total: null,
  });
  const [changes, setChanges] = useState<Record<number, Partial<Dynamic>>>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const shown = first.data ? [...first.data.list] : [];
  const seen = new Set(shown.map((d) => d.id));
  for (const d of later.list) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    shown.push(d);
  }
  const total = later.total ?? first.data?.total ?? 0;

  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = later.page + 1;
      const answer = await callRoute(
        'GET',
        DYNAMIC_PATHS.userPostList,
        { room_id: roomId, page, limit: PAGE },
        { quiet: true },
      );
      setLater((l) => ({ list: [...l.list, ...answer.list], page, total: answer.total }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {first.error && !first.data ? <p className="muted">{t('failed')}</p> : null}
      {first.data && shown.length === 0 ? <p className="muted">{t('none')}</p> : null}
      <div className="stack">
        {shown.map((d) => (
          <DynamicCard
            key={d.id}
            dynamic={{ ...d, ...changes[d.id] }}
            now={now}
            onChange={(change) => setChanges((c) => ({ ...c, [d.id]: { ...c[d.id], ...change } }))}
          />
        ))}
      </div>
      {shown.length < total ? (
        <Button
          type="button"
          outlined
          className="rd-more"
          disabled={loading}
          label={t('more')}
          onClick={() => void loadMore()}
        />
      ) : null}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The anchor's dynamics in the room: latest posts first, "more" for older ones. */
export function RoomDynamics({ roomId }: { roomId: number }) {
  const { t } = useTranslation('room-dynamics');
  const { user } = useSnapshot(userState);
  return (
    <section className="surface" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      {/* A login or logout starts over: `liked` is the viewer's. */}
      <DynamicsList key={user?.id ?? 0} roomId={roomId} />
    </section>
  );
}
