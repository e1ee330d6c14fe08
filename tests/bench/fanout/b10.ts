import os from 'node:os';
import { runFanoutSide, type FanoutParams, type FanoutRun, type FanoutSide } from './fanout.ts';
import { machineFacts, summariseLoad, writeFanoutReport, type FanoutReport } from './fanout-report.ts';

/*
 * B10 (BENCHMARKS.md): our live gateway and a Socket.IO server, one after the other on the same
 * load in the same run, each in a process of its own with load generators in others. Writes
 * reports/fanout.{json,md}.
 */

const NOTES = [
  'Ours: the live gateway (`server/live/socket-gateway.ts`) on a plain HTTP server, fed through the real pipeline (live store -> in-process bus -> mirror -> gateway): the updates due are applied as one batch every 50 ms, one frame per flush on the channel, built and framed once and written as is to every socket. No database, rooms or HTTP routes in that process.',
  "Socket.IO: `socket.io` 4 with default options (no per-message deflate: off by default in v4, and off in ours), one room per channel, each update one `io.to(room).emit` as soon as it is due (checked every millisecond): Socket.IO's usual setup sends every update as its own frame, which is the point of the comparison. Its clients are `socket.io-client` with `transports: ['websocket']` and `forceNew` (one connection per socket, no long-polling first leg).",
  'Both servers get the same updates (a match delta of the protocol: id, v, minute, a running number k, updated_at; 500 matches round-robin) on one channel every socket listens to. Each socket checks its frames (seq for ours, k for Socket.IO, where a frame is an update) and its updates (k) for gaps, duplicates and reorders; missing counts what never came by the report, tails included.',
  'Latency is from the time an update was due by the feed clock (t0 + (k - 1) / rate, not when it was sent, so a server that falls behind pays for it) to its receipt; ours includes up to 50 ms of coalescing. Updates never delivered count as later than any delivered (a p99 among them is "never"). Frame latency: from the frame stamp (`ts` for ours, the emit time for Socket.IO) to receipt.',
  'CPU: utime + stime of the server process from /proc (the feed runs in it too), per frame received by the clients: over the run (feed start to the reports, drain included; the ratio uses this) and over the measured window. On loopback the sender is also charged for much of the receiving TCP work, so a frame of ours, 50 updates at 1,000/s, costs more than a Socket.IO frame of one update; CPU per update delivered is shown too.',
  'Memory: server RSS after a full GC before any socket, and after every socket opened, subscribed and idled 1 s (growth = idle - before); peak is VmHWM over the run.',
  'Load generators run at nice +5 relative to the server (they stand for machines of their own); ours parse each distinct frame once per process and compare the others byte for byte, socket.io-client parses every packet. Their CPU share is in the table.',
  'All processes share two cores: the load generators compete with the server, and a Socket.IO server that queues faster than its clients read grows its buffers (peak RSS) and delivers late or not at all within the drain.',
];

export interface B10Outcome {
  lines: string[];
  errors: string[];
}

export async function runB10(options: { quick: boolean; revision: string; reportDir: string }): Promise<B10Outcome> {
  const began = Date.now();
  const loadBefore = os.loadavg();
  const params: FanoutParams = {
    loads: [
      { sockets: 1_000, rate: 1_000 },
      { sockets: 10_000, rate: 100 },
    ],
    clientProcesses: 4,
    warmupMs: options.quick ? 1_000 : 2_000,
    measureMs: options.quick ? 3_000 : 8_000,
    graceMs: 2_000,
    drainMs: 3_000,
  };
  const errors: string[] = [];
  const loads: FanoutReport['loads'] = [];
  for (const [index, load] of params.loads.entries()) {
    // Alternate which side goes first, so drift over the run does not favour one.
    const order: FanoutSide[] = index % 2 === 0 ? ['ours', 'socketio'] : ['socketio', 'ours'];
    const runs = new Map<FanoutSide, FanoutRun>();
    for (const side of order) {
      try {
        const run = await runFanoutSide(side, load, params);
        process.stdout.write(`[bench] B10 ${JSON.stringify(run)}\n`);
        runs.set(side, run);
      } catch (error) {
        errors.push(`B10 ${side} ${load.sockets}x${load.rate}: ${String(error)}`);
        process.stdout.write(`[bench] B10 ${side} failed: ${String(error)}\n`);
      }
    }
    loads.push(summariseLoad(load, runs.get('ours') ?? null, runs.get('socketio') ?? null));
  }
  const report: FanoutReport = {
    date: new Date().toISOString(),
    revision: options.revision,
    wallSeconds: (Date.now() - began) / 1000,
    machine: machineFacts(loadBefore),
    nice: os.getPriority(),
    params,
    loads,
    notes: NOTES,
    errors,
  };
  writeFanoutReport(options.reportDir, report);
  const lines = loads.map(
    (s) =>
      `${s.load.sockets}x${s.load.rate}/s: ` +
      s.checks.map((c) => `${c.name} ${c.measured} (${c.pass ? 'pass' : 'miss'})`).join('; '),
  );
  return { lines, errors };
}
