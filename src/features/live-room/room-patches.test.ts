import { describe, expect, it } from 'vitest';
import { LIVE_STATUS } from '../../../contracts/room.ts';
import { NO_ROOM_EVENTS, addRoomEvent, roomEventFields, roomJoined } from './room-patches.ts';

const live = { live_status: LIVE_STATUS.live, play_url: '/media/live/7.flv', started_at: 1_700_000_000 };
const ended = { ...live, live_status: LIVE_STATUS.ended };

describe('room events over the info answer', () => {
  it('keeps a status event over an answer that arrives after it, though that answer was read before it', () => {
    // The page joins, asks for the info again; the room goes live while that answer is on its way.
    let events = roomJoined(NO_ROOM_EVENTS, 1_000);
    events = addRoomEvent(events, live);
    expect(roomEventFields(events, 1_050)).toMatchObject({ live_status: LIVE_STATUS.live });
    // The answer (read before the broadcast started) lands later: the room still shows live.
    expect(roomEventFields(events, 1_200)).toMatchObject({ live_status: LIVE_STATUS.live });
  });

  it('shows events from before a rejoin until an answer after it, which then stands alone', () => {
    let events = roomJoined(NO_ROOM_EVENTS, 1_000);
    events = addRoomEvent(events, live);
    events = addRoomEvent(events, { title: 'Derby night' });
    // The socket drops (the room may end meanwhile, unheard) and joins again at 5,000.
    events = roomJoined(events, 5_000);
    // Until the info is read again, the last answer is shown with what was heard.
    expect(roomEventFields(events, 1_200)).toEqual({ ...live, title: 'Derby night' });
    // An answer after the join tells the room as it is now: nothing heard before it is laid over it.
    expect(roomEventFields(events, 5_300)).toEqual({});
  });

  it('lays the latest event of each field on top, across a rejoin', () => {
    let events = roomJoined(NO_ROOM_EVENTS, 1_000);
    events = addRoomEvent(events, live);
    events = addRoomEvent(events, { announcement: 'Kick-off at 8' });
    events = roomJoined(events, 5_000);
    events = addRoomEvent(events, ended);
    expect(roomEventFields(events, 4_000)).toEqual({ ...ended, announcement: 'Kick-off at 8' });
    expect(roomEventFields(events, 6_000)).toEqual(ended);
  });

  it('treats an answer of the join’s own millisecond as read before it', () => {
    const events = roomJoined(addRoomEvent(roomJoined(NO_ROOM_EVENTS, 1), live), 2_000);
    expect(roomEventFields(events, 2_000)).toEqual(live);
  });
});
