import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../../contracts/live-protocol.ts';
import { RTMP_MODULE, SOCKET_TIMEOUT_S, renderNginxConfig, type NginxSettings } from './nginx-config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settings: NginxSettings = {
  runDir: dir,
  recordingsDir: path.join(dir, 'recordings'),
  listen: '127.0.0.1:18080',
  rtmpListen: '127.0.0.1:11935',
  hlsRtmpPort: 11936,
  upstreams: ['127.0.0.1:18081', '127.0.0.1:18082', '127.0.0.1:18083'],
  hookUrl: 'http://127.0.0.1:18080/media/hooks/nginx-rtmp?token=abc',
  hookHost: '127.0.0.1',
};

describe('the nginx configuration of a cluster', () => {
  it('balances over every process and keeps a live socket open past the heartbeat', () => {
    const conf = renderNginxConfig(settings);
    expect(conf).not.toMatch(/\{\{/);
    for (const upstream of settings.upstreams) expect(conf).toContain(`server ${upstream} max_fails=1`);
    expect(SOCKET_TIMEOUT_S * 1000).toBeGreaterThan(HEARTBEAT_MS);
    const ws = conf.slice(conf.indexOf('location = /ws'));
    expect(ws.slice(0, ws.indexOf('}'))).toContain(`proxy_read_timeout ${SOCKET_TIMEOUT_S}s;`);
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    // Every callback of nginx-rtmp goes to the servers with the secret.
    for (const directive of ['on_publish', 'on_update', 'on_publish_done', 'on_record_done']) {
      expect(conf).toContain(`${directive} ${settings.hookUrl};`);
    }
    expect(conf).toContain(`record_path ${settings.recordingsDir}/live;`);
    expect(conf).toContain('# (not root');
    expect(renderNginxConfig({ ...settings, user: 'root' })).toMatch(/^user root;$/m);
  });

  it('refuses a value nginx would read as more configuration, and a template out of step', () => {
    expect(() => renderNginxConfig({ ...settings, runDir: '/tmp/a b' })).toThrow(/run_dir has a character/);
    expect(() => renderNginxConfig({ ...settings, hookUrl: 'http://x/;deny all' })).toThrow(/hook_url/);
    expect(() => renderNginxConfig({ ...settings, upstreams: [] })).toThrow(/at least one server process/);
    expect(() => renderNginxConfig(settings, 'listen {{listen}}; {{nope}}')).toThrow(/names \{\{nope\}\}/);
    expect(() => renderNginxConfig(settings, 'listen {{listen}};')).toThrow(/lacks \{\{/);
  });

  it.skipIf(!existsSync(RTMP_MODULE) || spawnSync('nginx', ['-v']).status !== 0)('is one nginx accepts', () => {
    for (const sub of ['logs', 'temp', 'hls']) mkdirSync(path.join(dir, sub), { recursive: true });
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, renderNginxConfig(settings));
    const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', file, '-e', 'stderr']);
    expect(check.stderr.toString()).toBe('');
    expect(check.status).toBe(0);
  });
});
