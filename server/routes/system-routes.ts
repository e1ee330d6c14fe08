import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope.ts';
import { type AppDownloadLinks, type CountryCode, type SystemConfig } from '../../contracts/api.ts';
import type { ChatSettings } from '../../contracts/chat.ts';
import type { CustomerService } from '../../contracts/member-extras.ts';
import { PROTOCOL_VERSION } from '../../contracts/live-protocol.ts';
import { apiRoute } from '../http/api-route.ts';
import { systemRoutes } from '../../contracts/routes/system.ts';
import type { Metrics } from '../metrics.ts';
import type { LiveMirror } from '../live/live-mirror.ts';

/** Dialling codes offered at login (86 first: the seed's default there; 84 elsewhere). */
const COUNTRY_CODES: CountryCode[] = [
  { id: 1, code: '86', name: '中国' },
  { id: 2, code: '84', name: 'Việt Nam' },
  { id: 3, code: '852', name: '中国香港' },
  { id: 4, code: '853', name: '中国澳门' },
  { id: 5, code: '886', name: '中国台湾' },
  { id: 6, code: '1', name: 'United States' },
  { id: 7, code: '44', name: 'United Kingdom' },
  { id: 8, code: '81', name: '日本' },
  { id: 9, code: '82', name: '대한민국' },
  { id: 10, code: '65', name: 'Singapore' },
  { id: 11, code: '60', name: 'Malaysia' },
  { id: 12, code: '66', name: 'ประเทศไทย' },
  { id: 13, code: '62', name: 'Indonesia' },
  { id: 14, code: '63', name: 'Philippines' },
];

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: {
    mirror: LiveMirror;
    metrics: Metrics;
    sockets: () => number;
    /** The live socket's URL for clients (from the site's public origin, never a request's Host). */
    socketUrl: () => string;
    /** Whether this request may read `/metrics` on this port. */
    metricsAllowed: (request: FastifyRequest) => boolean;
    /** The chat service clients use. */
    chat: ChatSettings;
    download: AppDownloadLinks;
    /** Customer service (the settings' `feedback_qq` and `customer_service_email` are its QQ and email). */
    contact: Pick<CustomerService, 'qq' | 'email'>;
  },
): void {
  apiRoute(app, systemRoutes.systemConfig, (): SystemConfig => {
    return {
      websocket: deps.socketUrl(),
      CountryCode: COUNTRY_CODES,
      weibo_qr_code: '',
      apply_for_anchor: '',
      feedback_qq: deps.contact.qq,
      customer_service_email: deps.contact.email,
      protocol: PROTOCOL_VERSION,
      chat: deps.chat,
      download: deps.download,
    };
  });

  app.get('/health', async () => ({
    status: deps.mirror.ready ? 'ok' : 'starting',
    epoch: deps.mirror.epoch,
    sockets: deps.sockets(),
    uptime_s: Math.round(process.uptime()),
  }));

  app.get('/metrics', async (request, reply) => {
    // In production the numbers are for the operator only: a separate port, or allowed addresses.
    if (!deps.metricsAllowed(request)) return reply.status(404).send(fail('Not found'));
    reply.header('content-type', deps.metrics.registry.contentType);
    return deps.metrics.registry.metrics();
  });
}
