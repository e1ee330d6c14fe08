import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS, type MyRoom } from '../../../../contracts/room.ts';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { AnnouncementPanel } from './announcement-panel.tsx';
import { DynamicsPanel } from './dynamics-panel.tsx';
import { LiveListPanel } from './live-list-panel.tsx';
import { LiveSettingsPanel } from './live-settings-panel.tsx';
import { LiveStatusPanel } from './live-status-panel.tsx';
import { liveFields, roomPollMs } from './centre-rules.ts';
import { sportOf } from './match-picker.tsx';
import { AssistantsPanel, KickedPanel, MutedPanel } from './moderation-panels.tsx';
import { ObsPanel } from './obs-panel.tsx';
import { PhonePanel } from './phone-panel.tsx';
import { PlannedPanel } from './planned-panel.tsx';
import { BroadcastsPanel, RevenuePanel } from './records-panels.tsx';
import { VideosPanel } from './videos-panel.tsx';

const TABS = ['live', 'management', 'planned', 'records', 'videos', 'dynamics', 'revenue'] as const;
type Tab = (typeof TABS)[number];

/** The anchor centre (`/member?type=9`): going live, the room's people, plans, records and revenue. */
export function AnchorCentreSection() {
  const { t } = useTranslation('anchor-centre');
  // IMPORTANT: read once (again on a reconnect only if it never answered). `Live/startRoom` also
  // lifts the refusal of the encoder's reconnects that ending a broadcast sets (opening the centre
  // means going live is wanted again): read after an end, it let OBS's next reconnect start the
  // broadcast again.
  const call = useQuery({
    ...memberQuery(ROOM_PATHS.startRoom, {}),
    refetchOnReconnect: (query) => query.state.data === undefined,
  });
  // The room's live state is read again on a timer, so a push from OBS or a phone (or its end)
  // shows without a reload.
  const roomId = call.data?.id ?? null;
  const live = useQuery({
    ...memberQuery(ROOM_PATHS.roomInfo, roomId === null ? null : { room_id: roomId }),
    refetchInterval: (query) => roomPollMs(query.state.data),
  });
  const categories = useQuery(apiQuery(ROOM_PATHS.categories, {})).data ?? [];
  // What the panels changed locally, on top of one read of the room; a fresh read supersedes it.
  const [local, setLocal] = useState<{ base: MyRoom | null; changes: Partial<MyRoom> }>({ base: null, changes: {} });
  const [tab, setTab] = useState<Tab>('live');
  // Bumped by a change made outside the settings form (mid-broadcast edit): the form starts again from it.
  const [edits, setEdits] = useState(0);
  if (!call.data) {
    return call.error ? <p className="error-text">{call.error.message}</p> : <p className="muted">{t('loading')}</p>;
  }
  const base = call.data;
  const room: MyRoom = { ...base, ...(local.base === base ? local.changes : {}), ...liveFields(live.data) };
  const sport = sportOf(categories.find((c) => c.id === room.category_id));
  const change = (next: Partial<MyRoom>) =>
    setLocal((l) => ({ base, changes: { ...(l.base === base ? l.changes : {}), ...next } }));

  return (
    <div className="stack">
      <h2>{t('title')}</h2>
      {call.error && <p className="error-text">{call.error.message}</p>}
      <TabView
        scrollable
        pt={{ nav: { 'aria-label': t('title') } }}
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(e) => setTab(TABS[e.index] ?? 'live')}
      >
        {TABS.map((key) => (
          <TabPanel key={key} header={t(`tabs.${key}`)}>
            <div className="stack">
              {tab === 'live' && (
                <>
                  <LiveStatusPanel
                    room={room}
                    sport={sport}
                    onEnded={() => void live.refetch()}
                    onEdited={(saved) => {
                      change(saved);
                      setEdits((n) => n + 1);
                    }}
                  />
                  <LiveSettingsPanel
                    key={edits}
                    room={room}
                    categories={categories}
                    onSaved={(saved) => change(saved)}
                  />
                  <LiveListPanel
                    initial={room.live_list}
                    sport={sport}
                    onSaved={(live_list) => change({ live_list })}
                  />
                  <AnnouncementPanel initial={room.announcement} onSaved={(announcement) => change({ announcement })} />
                  <ObsPanel hint={room.stream_key_hint} onKeyMade={(hint) => change({ stream_key_hint: hint })} />
                  <PhonePanel onStarted={(started) => change(started.room)} />
                </>
              )}
              {tab === 'management' && (
                <>
                  <AssistantsPanel roomId={room.id} />
                  <MutedPanel roomId={room.id} />
                  <KickedPanel roomId={room.id} />
                </>
              )}
              {tab === 'planned' && <PlannedPanel roomId={room.id} sport={sport} />}
              {tab === 'records' && <BroadcastsPanel />}
              {tab === 'dynamics' && <DynamicsPanel />}
              {tab === 'videos' && <VideosPanel />}
              {tab === 'revenue' && <RevenuePanel />}
            </div>
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
}
