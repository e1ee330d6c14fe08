import type { LiveMatch } from '../../contracts/match.ts';
import type { EngineHarness } from './engine-harness.ts';
import { settle } from './engine-harness.ts';

/** The channels a fresh engine follows with the default company. */
export const DEFAULT_CHANNELS = ['football', 'basketball', 'esports', 'odds:1'] as const;

/**
 * Brings a fresh engine live on epoch `epoch`: every channel is answered `snapshot_required`
 * and gets a snapshot at seq 0 (football with `football`, the others empty).
 */
export async function goLive(h: EngineHarness, football: LiveMatch[] = [], epoch = 'e1'): Promise<void> {
  h.connect(epoch);
  for (const channel of DEFAULT_CHANNELS) h.socket.serve({ code: 0, type: 'snapshot_required', channel, epoch });
  await settle(2);
  h.answerSnapshot({ channel: 'football', epoch, seq: 0, list: football });
  h.answerSnapshot({ channel: 'basketball', epoch, seq: 0, list: [] });
  h.answerSnapshot({ channel: 'esports', epoch, seq: 0, list: [] });
  h.answerSnapshot({ channel: 'odds:1', epoch, seq: 0, list: [] });
  await settle(2);
}
