import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEARTBEAT_MS } from '../../contracts/live-protocol.ts';

/** deploy/nginx.conf: the template `npm run cluster` fills. */
export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../nginx.conf');
/** Where Debian's `libnginx-mod-rtmp` puts the module. */
export const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
/**
 * How long nginx waits on a quiet live socket: two and a half heartbeats (75 s), past the
 * server's own reaping of a silent peer (45 s), so nginx never cuts a healthy socket.
 */
export const SOCKET_TIMEOUT_S = Math.round((HEARTBEAT_MS * 2.5) / 1000);

export interface NginxSettings {
  /** Where nginx keeps its pid, logs, temp files and the HLS it writes. */
  runDir: string;
  /** The recordings nginx-rtmp keeps (under `live/`), served at `/recordings/`. */
  recordingsDir: string;
  /** The site's address (`host:port`). */
  listen: string;
  /** The RTMP ingest's address (`host:port`). */
  rtmpListen: string;
  /** The loopback port of the internal RTMP server that makes HLS. */
  hlsRtmpPort: number;
  /** The server processes (`127.0.0.1:port`). */
  upstreams: string[];
  /** Where nginx-rtmp calls the servers (through this nginx), and the one address allowed to. */
  hookUrl: string;
  hookHost: string;
  rtmpModule?: string;
  /** Run the workers as this user (only when nginx starts as root; else nginx ignores it). */
  user?: string;
}

/** deploy/nginx.conf with every `{{name}}` filled; an unknown or unfilled name is an error. */
export function renderNginxConfig(settings: NginxSettings, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (settings.upstreams.length === 0) throw new Error('nginx needs at least one server process');
  const values: Record<string, string> = {
    user_directive: settings.user ? `user ${settings.user};` : '# (not root: the workers run as this user)',
    rtmp_module: settings.rtmpModule ?? RTMP_MODULE,
    run_dir: settings.runDir,
    upstream_servers: settings.upstreams
      .map((address) => `        server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    listen: settings.listen,
    socket_timeout: `${SOCKET_TIMEOUT_S}s`,
    hook_host: settings.hookHost,
    hook_url: settings.hookUrl,
    hls_dir: path.join(settings.runDir, 'hls'),
    recordings_dir: settings.recordingsDir,
    rtmp_listen: settings.rtmpListen,
    hls_rtmp_port: String(settings.hlsRtmpPort),
  };
  // A path or address with a space, quote or ';' would end the directive early (or add another).
  for (const name of ['rtmp_module', 'run_dir', 'listen', 'hook_host', 'hook_url', 'recordings_dir', 'rtmp_listen']) {
    if (/[\s;{}'"#$]/.test(values[name] ?? '')) {
      throw new Error(`nginx setting ${name} has a character nginx would read as syntax: "${values[name]}"`);
    }
  }
  const used = new Set<string>();
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf names {{${name}}}, which the cluster does not fill`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`deploy/nginx.conf lacks {{${unused.join('}}, {{')}}}`);
  return filled;
}
