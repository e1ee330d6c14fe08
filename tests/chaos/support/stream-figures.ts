import type { Figure } from '../scenario.ts';
import { zero } from '../scenario.ts';
import type { StreamStats } from './stream-client.ts';
import type { StreamFleet } from './stream-fleet.ts';

/**
 * The figures every streaming scenario holds its clients to: nothing lost (no match delta skipped
 * outside a snapshot), nothing applied twice, nothing out of order, and every client in order on
 * the newest epoch at the end.
 */
export function streamFigures(stats: StreamStats, fleet: StreamFleet, settled: boolean): Figure[] {
  const total = fleet.clients.length;
  const caughtUp = fleet.caughtUp('football', 50);
  return [
    {
      name: 'clients in order at the end',
      measured: `${fleet.settledCount()} of ${total}`,
      target: 'all',
      met: settled && fleet.settledCount() === total,
    },
    {
      name: 'clients on the newest epoch, within 50 seqs of the furthest',
      measured: `${caughtUp} of ${total}`,
      target: 'all',
      met: caughtUp === total,
    },
    {
      name: 'frames applied',
      measured: stats.framesApplied.toLocaleString('en-US'),
      target: '> 0',
      met: stats.framesApplied > 0,
    },
    zero('updates lost (a match delta skipped outside a snapshot)', stats.lostDeltas),
    zero('applied twice (a frame or delta again)', stats.duplicates + stats.repeatedDeltas),
    zero('reorders (a frame behind the last applied)', stats.reorders),
  ];
}

const count = (n: number) => n.toLocaleString('en-US');

/** The clients' counters before the fault and at the end, as a markdown table. */
export function streamTable(before: StreamStats, after: StreamStats): string[] {
  const rows: [string, keyof StreamStats][] = [
    ['connections', 'connects'],
    ['drops', 'drops'],
    ['frames applied', 'framesApplied'],
    ['gaps seen on a stream (each recovered by resume or snapshot)', 'gaps'],
    ['resumes answered with the exact missing frames', 'replays'],
    ['frames replayed', 'framesReplayed'],
    ['snapshots read', 'snapshots'],
    ['snapshot reads retried (a process still syncing)', 'snapshotRetries'],
    ['duplicates', 'duplicates'],
    ['reorders', 'reorders'],
    ['deltas lost', 'lostDeltas'],
    ['deltas applied twice', 'repeatedDeltas'],
  ];
  return [
    '| all clients | before the fault | at the end |',
    '| --- | --- | --- |',
    ...rows.map(([label, key]) => `| ${label} | ${count(before[key])} | ${count(after[key])} |`),
    `| longest drop to in order again | | ${(after.maxRecoveryMs / 1000).toFixed(1)} s |`,
  ];
}
