import { useQuery } from '@tanstack/react-query';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineStatus } from '../../../contracts/engine-api.ts';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { currentTheme, followTheme, saveTheme, type Theme } from '../../lib/theme.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import { RoomCard } from '../../ui/room-card.tsx';
import {
  ButtonSpecimens,
  ChoiceSpecimens,
  InputSpecimens,
  LoadingSpecimens,
  OverlaySpecimens,
  PaginatorSpecimen,
  Specimen,
  TabSpecimens,
} from './kit-gallery-sections.tsx';
import { DevNav } from './dev-nav.tsx';
import { useEngine, usePolling } from './use-engine.ts';
import './dev-pages.css';

/** Rooms shown as cards: the first ones of the live list (live first), real data. */
const ROOM_CARDS = 3;

/** The freshness mark in each of its states, as the engine's status drives it. */
function freshnessSamples(now: number): EngineStatus[] {
  const base: EngineStatus = {
    connected: true,
    link: 'open',
    syncing: false,
    epoch: 'e1',
    lastMessageAt: now,
    storedAt: now,
    connects: 1,
    tabs: 1,
    subscriptions: 1,
    tier: 'shared-worker',
  };
  return [base, { ...base, link: 'connecting', connected: false }, { ...base, link: 'down', connected: false }];
}

/** Light or dark for the whole site, stored like the top bar's switch (which follows it). */
function ThemeSwitch() {
  const { t } = useTranslation('dev-pages');
  const id = useId();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  useEffect(() => followTheme(setTheme), []);
  return (
    <div className="row">
      <span id={id}>{t('demo.theme')}</span>
      <SelectButton
        aria-labelledby={id}
        value={theme}
        allowEmpty={false}
        options={[
          { value: 'light', label: t('demo.light') },
          { value: 'dark', label: t('demo.dark') },
        ]}
        onChange={(e) => {
          if (e.value !== 'light' && e.value !== 'dark') return;
          setTheme(e.value);
          void saveTheme(e.value);
        }}
      />
    </div>
  );
}

/** The freshness mark as the engine's status drives it now, read every second. */
function LiveFreshness() {
  const { engine } = useEngine();
  const [status, setStatus] = useState<EngineStatus | null>(null);
  const read = useCallback(async () => {
    if (engine) setStatus(await engine.status());
  }, [engine]);
  usePolling(engine ? read : null, 1_000, ignore);
  return <FreshnessMark status={status} />;
}

const ignore = () => undefined;

function OurSpecimens() {
  const { t } = useTranslation('dev-pages');
  const [now] = useState(() => Date.now());
  const rooms = useQuery(
    apiQuery(ROOM_PATHS.liveList, { type: 0, limit: ROOM_CARDS }, { staleTime: STALE_MS.standard }),
  );
  const site = `${window.location.origin}${routeHref({ name: 'main' })}`;
  return (
    <Specimen title={t('demo.ours.title')}>
      <h3>{t('demo.ours.freshness')}</h3>
      <p className="row">
        <span className="muted">{t('demo.ours.freshnessNow')}</span>
        <LiveFreshness />
      </p>
      <div className="row dev-wrap">
        {freshnessSamples(now).map((status) => (
          <FreshnessMark key={status.link} status={status} />
        ))}
      </div>
      <h3>{t('demo.ours.rooms')}</h3>
      <div className="dev-cards">
        {rooms.data
          ? rooms.data.list.map((room) => <RoomCard key={room.id} room={room} />)
          : Array.from({ length: ROOM_CARDS }, (_, i) => <Skeleton key={i} height="12rem" />)}
        {rooms.data?.list.length === 0 && <p className="muted">{t('demo.ours.noRooms')}</p>}
      </div>
      <h3>{t('demo.ours.qr')}</h3>
      <QrCodeImage value={site} label={t('demo.ours.qrLabel')} size={120} />
    </Specimen>
  );
}

function OurPaginator() {
  const [page, setPage] = useState(1);
  return <ListPaginator page={page} total={95} pageSize={20} onPage={setPage} />;
}

/**
 * `/demo`: the component kit (PrimeReact 10) as this site themes it, and our own components, with
 * a switch between the light and dark themes.
 */
export function KitGalleryPage() {
  const { t } = useTranslation('dev-pages');
  return (
    <section className="stack dev-page" aria-labelledby="demo-title">
      <div className="spread">
        <h1 id="demo-title">{t('demo.title')}</h1>
        <ThemeSwitch />
      </div>
      <DevNav />
      <p className="muted">{t('demo.lead')}</p>
      <ButtonSpecimens />
      <InputSpecimens />
      <ChoiceSpecimens />
      <OverlaySpecimens />
      <TabSpecimens />
      <PaginatorSpecimen>
        <OurPaginator />
      </PaginatorSpecimen>
      <LoadingSpecimens />
      <OurSpecimens />
    </section>
  );
}
