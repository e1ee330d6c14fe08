import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one server process; a registry per app so tests can build several. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    socketsOpen: new Gauge({ name: 'live_sockets_open', help: 'Live sockets open now', registers: [registry] }),
    framesSent: new Counter({
      name: 'live_frames_sent_total',
      help: 'Frames written to live sockets',
      registers: [registry],
    }),
    socketRejects: new Counter({
      name: 'live_socket_rejects_total',
      help: 'Bad client frames, by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    socketsDropped: new Counter({
      name: 'live_sockets_dropped_total',
      help: 'Sockets closed by the server, by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    feedUpdates: new Counter({
      name: 'feed_updates_total',
      help: 'Match and odds changes applied from the feed',
      registers: [registry],
    }),
    feedLag: new Gauge({
      name: 'feed_lag_seconds',
      help: 'Time from feed emit to publish of the last batch',
      registers: [registry],
    }),
    passwordHashes: new Counter({
      name: 'password_hashes_total',
      help: 'Password hashes computed (argon2id), by purpose',
      labelNames: ['purpose'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request durations',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
