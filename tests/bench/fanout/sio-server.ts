import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { CHANNEL, FIRST_MATCH, MATCHES, memoryAfterGc, onCommand, reply, type ServerCommand } from './ipc.ts';
import { startSchedule } from './schedule.ts';

/*
 * B10, the comparison: a Socket.IO server in its usual setup (default options, so no
 * per-message deflate in v4; a room per channel; each update one `io.to(room).emit`). The feed
 * emits every update as soon as it is due (checked every millisecond, at most 10 a tick).
 */

async function main(): Promise<void> {
  const server = createServer();
  const io = new Server(server);
  io.on('connection', (socket) => {
    socket.on('join', (room: unknown, ack: unknown) => {
      if (typeof room !== 'string') return;
      void socket.join(room);
      if (typeof ack === 'function') (ack as () => void)();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const versions = new Map<number, number>();

  onCommand<ServerCommand>((command) => {
    if (command.cmd === 'gc') {
      reply(memoryAfterGc());
      return;
    }
    startSchedule({
      t0: command.t0,
      rate: command.rate,
      total: command.total,
      stopAt: command.stopAt,
      tickMs: 1,
      // A burst of late updates is spread over ticks: the feed can stop on time when it falls behind.
      maxPerTick: 10,
      onDue(first, last) {
        for (let k = first; k <= last; k += 1) {
          const id = FIRST_MATCH + (k % MATCHES);
          const v = (versions.get(id) ?? 1) + 1;
          versions.set(id, v);
          io.to(CHANNEL).emit('u', { id, v, minute: k % 90, home_corner: k, updated_at: Date.now() });
        }
      },
      onDone(produced) {
        reply({ type: 'done', produced, frames: produced });
      },
    });
  });
  reply({ type: 'ready', port: (server.address() as AddressInfo).port });
}

void main();
