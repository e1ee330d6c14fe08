import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../accounts/sms.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `/dev/outbox`: the SMS the dev provider "sent", newest first (HTML), and `/dev/outbox.json`. */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  app.get('/dev/outbox.json', async () => ({ messages: outbox.messages() }));
  app.get('/dev/outbox', async (_request, reply) => {
    const rows = outbox
      .messages()
      .map(
        (m) =>
          `<tr><td>${new Date(m.at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.mobile)}</td><td class="text">${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox (development)</title>
<meta http-equiv="refresh" content="5"><style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left}</style></head>
<body><h1>SMS outbox</h1><p>Development only: messages the dev SMS provider would have sent (newest first, the last 200). This page refreshes every 5 s.</p>
<table><thead><tr><th>Time (UTC)</th><th>Mobile</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`;
  });
}
