import { describe, expect, it } from 'vitest';
import type { MatchAlert } from '../contracts/engine-api.ts';
import { createAlertRouter } from './alert-router.ts';
import { createTabRegistry } from './tab-registry.ts';
import { recordAlerts } from './test-support/engine-harness.ts';

const alert = (key: string) => ({ key, kind: 'goal' }) as MatchAlert;

function router() {
  const tabs = createTabRegistry();
  const sent: string[][] = [];
  const alerts = createAlertRouter({ tabs, now: () => 0, onSent: (keys) => sent.push(keys) });
  return { tabs, alerts, sent };
}

describe('alert router', () => {
  it('sends what was routed to a tab in one call at the flush, and keeps the keys once', () => {
    const { tabs, alerts, sent } = router();
    const a = recordAlerts();
    tabs.attach({ tabId: 'a', visible: true });
    alerts.register('a', a.callback);
    alerts.route(alert('1:2'));
    alerts.route(alert('2:2'));
    alerts.route(alert('1:2'));
    expect(a.calls).toBe(0);
    alerts.flush();
    expect(a.alerts.map((x) => x.key)).toEqual(['1:2', '2:2']);
    expect(a.calls).toBe(1);
    expect(sent).toEqual([['1:2', '2:2']]);
    alerts.flush();
    expect(a.calls).toBe(1);
  });

  it('flushes on its own in a microtask when nobody does', async () => {
    const { tabs, alerts } = router();
    const a = recordAlerts();
    tabs.attach({ tabId: 'a', visible: true });
    alerts.register('a', a.callback);
    alerts.route(alert('1:2'));
    await Promise.resolve();
    expect(a.alerts.map((x) => x.key)).toEqual(['1:2']);
  });

  it('gives what a tab had not been sent yet to another tab when it stops listening', () => {
    const { tabs, alerts, sent } = router();
    const a = recordAlerts();
    const b = recordAlerts();
    tabs.attach({ tabId: 'b', visible: false });
    tabs.attach({ tabId: 'a', visible: true });
    alerts.register('b', b.callback);
    alerts.register('a', a.callback);
    expect(alerts.route(alert('1:2'))).toBe('a');
    alerts.unregister('a');
    alerts.flush();
    expect(a.alerts).toEqual([]);
    expect(b.alerts.map((x) => x.key)).toEqual(['1:2']);
    expect(sent).toEqual([['1:2']]);
  });

  it('keeps what a tab had not been sent yet waiting when no other tab listens', () => {
    const { tabs, alerts } = router();
    const a = recordAlerts();
    const b = recordAlerts();
    tabs.attach({ tabId: 'a', visible: true });
    alerts.register('a', a.callback);
    alerts.route(alert('1:2'));
    alerts.unregister('a');
    alerts.flush();
    tabs.attach({ tabId: 'b', visible: true });
    alerts.register('b', b.callback);
    expect(b.alerts.map((x) => x.key)).toEqual(['1:2']);
    expect(a.alerts).toEqual([]);
  });
});
