import { ensureDemoAccounts, type DemoAccount } from './accounts/demo-accounts.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startMetricsServer } from './metrics-server.ts';
import { describePayments } from './wallet/payment-provider.ts';

/** Start one server process: API, live socket, feed and the built web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const live = await buildApp(config, { logger: true });
  const demos: DemoAccount[] =
    config.production || process.env.DEMO_ACCOUNTS === 'off'
      ? []
      : await ensureDemoAccounts(live.database.db, Math.floor(Date.now() / 1000));
  const address = await live.app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl ?? address.replace('0.0.0.0', '127.0.0.1');
  const metricsServer =
    config.metricsPort > 0 ? await startMetricsServer(live.metrics, config.host, config.metricsPort) : null;
  const metricsWhere = metricsServer
    ? `http://${config.host}:${config.metricsPort}/metrics`
    : config.production
      ? `${url}/metrics (from ${config.metricsAllow.join(', ') || 'no address: set METRICS_PORT or METRICS_ALLOW'})`
      : `${url}/metrics`;

  const lines = [
    '',
    `  Live scores is running at ${url}/`,
    `  Data: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}; bus: ${config.redisUrl ? 'Redis' : 'in-process'}; feed speed x${config.feedSpeed}`,
    `  Scores: ${url}/football  ${url}/basketball   Health: ${url}/health   Metrics: ${metricsWhere}`,
    `  Database: ${url}/base-football  ${url}/base-basketball  ${url}/trophy/home   Schedule: ${url}/schedule`,
    `  Live rooms: ${url}/anchor?type=0   Anchor centre (stream key): ${url}/member?type=9`,
    ...(config.media === 'off'
      ? ['  Media: off (rooms never go live)']
      : [`  OBS server: ${live.media.rtmpUrl(new URL(url).host)}`]),
    `  ${describePayments(config.payment)}`,
    ...(demos.length > 0
      ? [
          '  Demo accounts (log in > phone mode, password login):',
          ...demos.map(
            (d) =>
              `    +${d.countryCode} ${d.mobile}  password ${d.password}  ${d.role === 'anchor' ? 'anchor' : 'viewer'}, ${d.diamonds} diamonds`,
          ),
          `  SMS codes (dev outbox): ${url}/dev/outbox`,
        ]
      : ['  Demo accounts: off']),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    live.app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    metricsServer?.close();
    await live.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
