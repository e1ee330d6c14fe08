import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { RoomInfo, RoomUser } from '../../../contracts/room.ts';
import { ChatPanel } from './chat-panel.tsx';
import { DanmakuLayer } from './danmaku-layer.tsx';
import { DanmakuSettingsPanel } from './danmaku-settings-panel.tsx';
import { ContributionPanel } from './economy/contribution-panel.tsx';
import { EconomyBar } from './economy/economy-bar.tsx';
import { EnvelopeLayer } from './economy/envelope-layer.tsx';
import { GiftEffectsLayer } from './economy/gift-effects-layer.tsx';
import { HornTicker } from './economy/horn-ticker.tsx';
import { LivePlayer } from './live-player.tsx';
import { CoveredMatches, MatchCard } from './match-card.tsx';
import { PlaybackList } from './playback-list.tsx';
import { RoomDynamics } from './room-dynamics.tsx';
import { RoomFanGroups } from './room-fan-groups.tsx';
import { RoomHeader } from './room-header.tsx';
import { PlannedList, Recommendations } from './room-lists.tsx';
import { RoomVideos } from './room-videos.tsx';
import { useRoomLive, type RoomLive } from './use-room-live.ts';
import { useNow } from '../../lib/use-now.ts';
import { UserCard } from './user-card.tsx';
import './live-room.css';

const SIDE_TABS = ['chat', 'contribution'] as const;
type SideTab = (typeof SIDE_TABS)[number];

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function RoomMissing({ message }: { message: string | null }) {
  const { t } = useTranslation('live-room');
  return (
    <section className="lr-empty" role="alert">
      <h1>{t('empty.title')}</h1>
      <p>{t('empty.hint')}</p>
      {message ? <p className="muted">{message}</p> : null}
      <Link to="/anchor?type=0">{t('empty.browse')}</Link>
    </section>
  );
}

function RoomBody({ room, live }: { room: RoomInfo; live: RoomLive }) {
  const { t } = useTranslation('live-room');
  const [tab, setTab] = useState<SideTab>('chat');
  const [card, setCard] = useState<RoomUser | null>(null);
  const now = useNow(60_000);
  const nextStart = room.planned.find((p) => p.starts_at * 1000 > now)?.starts_at ?? null;
  return (
    <>
      <HornTicker />
      <RoomHeader room={room} paused={live.paused} onFollow={(change) => live.patch(change)} />
      {live.tooMany ? (
        <p role="alert" className="error-text">
          {t('head.tooMany')}
        </p>
      ) : null}
      <div className="lr-main">
        <div className="stack lr-player-col">
          <LivePlayer
            status={room.live_status}
            playUrl={room.play_url}
            nextStart={nextStart}
            overlays={
              <>
                <DanmakuLayer feed={live.danmaku} />
                <GiftEffectsLayer roomId={room.id} />
                <EnvelopeLayer roomId={room.id} />
              </>
            }
            controls={<DanmakuSettingsPanel />}
          />
          <EconomyBar room={room} />
        </div>
        <aside className="lr-side">
          <TabView
            className="lr-side-tabs"
            renderActiveOnly={false}
            pt={{ nav: { 'aria-label': t('side.label') } }}
            activeIndex={SIDE_TABS.indexOf(tab)}
            onTabChange={(e) => setTab(SIDE_TABS[e.index] ?? 'chat')}
          >
            <TabPanel header={t('side.chat')}>
              <ChatPanel room={room} chat={live.chat} onSent={live.addOwn} onOpenUser={setCard} />
            </TabPanel>
            <TabPanel header={t('side.contribution')}>
              {tab === 'contribution' ? <ContributionPanel roomId={room.id} /> : null}
            </TabPanel>
          </TabView>
        </aside>
      </div>
      <div className="lr-below">
        <section className="surface" aria-label={t('announcement.title')}>
          <h2>{t('announcement.title')}</h2>
          <p className="lr-announcement">{room.announcement || t('announcement.none')}</p>
        </section>
        <RoomFanGroups roomId={room.id} joins={live.joins} />
        {room.match_id !== null ? <MatchCard matchId={room.match_id} /> : null}
        <CoveredMatches matchIds={room.live_list.filter((id) => id !== room.match_id)} />
        <PlannedList planned={room.planned} />
        <PlaybackList roomId={room.id} liveStatus={room.live_status} />
        <RoomVideos roomId={room.id} />
        <RoomDynamics roomId={room.id} />
        <Recommendations roomId={room.id} />
      </div>
      {card ? <UserCard roomId={room.id} user={card} onClose={() => setCard(null)} /> : null}
    </>
  );
}

function Room({ id }: { id: number }) {
  const { t } = useTranslation('live-room');
  const live = useRoomLive(id);
  if (live.notFound) return <RoomMissing message={null} />;
  if (live.room) return <RoomBody room={live.room} live={live} />;
  if (live.error) return <RoomMissing message={live.error} />;
  return <p role="status">{t('page.loading')}</p>;
}

/** `/live?id=<room id>`: watch a room, its barrage and chat, its match, gifts and playback. */
export function LiveRoomPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <article className="stack live-room">
      {id === null ? <RoomMissing message={null} /> : <Room key={id} id={id} />}
    </article>
  );
}
