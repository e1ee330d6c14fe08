import { useEffect, useRef } from 'react';
import type { RoomSignal } from '../../contracts/engine-api.ts';
import { whileMounted } from './engine.ts';

/**
 * Hear a room while the component is mounted: the engine's one socket joins the room (once for
 * all tabs in it) and passes its events here. `roomId` null listens to nothing. The handler may
 * change between renders without rejoining.
 */
export function useRoomSignals(roomId: number | null, onSignal: (signal: RoomSignal) => void): void {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });
  useEffect(() => {
    if (roomId === null) return;
    return whileMounted((engine) => engine.joinRoom(roomId, (signal) => handler.current(signal)));
  }, [roomId]);
}
