import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EngineDiagnostics } from '../../../contracts/engine-api.ts';
import { dateFormat, numberFormat } from '../../lib/locale-format.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { secondsSince } from './diagnostics-format.ts';
import { CountersTable, RoomsTable, StorageSection, SubscriptionsTable, TabsTable } from './dome-tables.tsx';
import { FrameTable } from './frame-table.tsx';
import { useEngine, usePolling } from './use-engine.ts';
import { DevNav } from './dev-nav.tsx';
import './dev-pages.css';

/** The diagnostics are read this often. */
const POLL_MS = 1_000;

/** One fact of the summary: a term and its value. */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="dev-fact">
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Summary({ d, now }: { d: EngineDiagnostics; now: number }) {
  const { t, i18n } = useTranslation('dev-pages');
  const { status } = d;
  const when = dateFormat(i18n.language, 'time');
  const since = secondsSince(status.lastMessageAt, now);
  return (
    <section className="surface stack" aria-labelledby="dome-summary">
      <h2 id="dome-summary">{t('dome.summary')}</h2>
      <dl className="dev-facts">
        <Fact term={t('dome.tier')} testId="engine-tier">
          {t(`dome.tiers.${status.tier}`)}
        </Fact>
        <Fact term={t('dome.socket')} testId="engine-link">
          <span className={`dev-link dev-link-${status.link}`}>{t(`dome.links.${status.link}`)}</span>
          {status.syncing && <span className="muted"> · {t('dome.syncing')}</span>}
        </Fact>
        <Fact term={t('dome.lastMessage')}>
          {since === null ? t('common.never') : t('common.ago', { seconds: since })}
        </Fact>
        <Fact term={t('dome.epoch')}>
          <span className="dev-mono">{status.epoch ?? t('common.none')}</span>
        </Fact>
        <Fact term={t('dome.connects')}>{status.connects}</Fact>
        <Fact term={t('dome.tabs')} testId="engine-tabs">
          {status.tabs}
        </Fact>
        <Fact term={t('dome.subscriptions')}>{status.subscriptions}</Fact>
        <Fact term={t('dome.protocol')}>{d.protocol}</Fact>
        <Fact term={t('dome.company')}>{d.company}</Fact>
        <Fact term={t('dome.startedAt')}>{when.format(d.startedAt)}</Fact>
      </dl>
    </section>
  );
}

function ChannelsTable({ d, now }: { d: EngineDiagnostics; now: number }) {
  const { t, i18n } = useTranslation('dev-pages');
  const plain = numberFormat(i18n.language);
  const none = t('common.none');
  return (
    <section className="surface stack" aria-labelledby="dome-channels">
      <h2 id="dome-channels">{t('dome.channels.title')}</h2>
      {d.channels.length === 0 ? (
        <p className="muted">{t('dome.channels.empty')}</p>
      ) : (
        <div className="dev-table-wrap" role="region" aria-label={t('dome.channels.title')} tabIndex={0}>
          <table className="dev-table">
            <caption className="p-hidden-accessible">{t('dome.channels.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dome.channels.channel')}</th>
                <th scope="col">{t('dome.channels.mode')}</th>
                <th scope="col">{t('dome.channels.epoch')}</th>
                <th scope="col" className="right">
                  {t('dome.channels.seq')}
                </th>
                <th scope="col" className="right">
                  {t('dome.channels.frames')}
                </th>
                <th scope="col">{t('dome.channels.lastFrame')}</th>
              </tr>
            </thead>
            <tbody>
              {d.channels.map((c) => {
                const since = secondsSince(c.lastFrameAt, now);
                return (
                  <tr key={c.channel}>
                    <th scope="row" className="dev-mono">
                      {c.channel}
                    </th>
                    <td>
                      <span className={`dev-mode dev-mode-${c.mode}`}>{t(`dome.channels.modes.${c.mode}`)}</span>
                    </td>
                    <td className="dev-mono">{c.epoch ?? none}</td>
                    <td className="right dev-mono" data-testid={`channel-seq-${c.channel}`}>
                      {c.seq === null ? none : plain.format(c.seq)}
                    </td>
                    <td className="right">{plain.format(c.frames)}</td>
                    <td>{since === null ? t('common.never') : t('common.ago', { seconds: since })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * `/dome`: the data engine of this browser from the inside, read every second: its tier, the
 * socket, each channel's epoch and seq, what IndexedDB holds, the tabs attached with their
 * subscriptions and rooms, and the last frames.
 */
export function DomePage() {
  const { t, i18n } = useTranslation('dev-pages');
  const { engine, error: connectError } = useEngine();
  const [diagnostics, setDiagnostics] = useState<{ d: EngineDiagnostics; at: number } | null>(null);
  const [storage, setStorage] = useState<StorageEstimate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const read = useCallback(async () => {
    if (!engine) return;
    const [d, estimate] = await Promise.all([
      engine.api.diagnostics(),
      navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
    ]);
    setDiagnostics({ d, at: Date.now() });
    setStorage(estimate);
    setError(null);
  }, [engine]);
  const onError = useCallback((e: unknown) => setError(String(e)), []);
  usePolling(engine ? read : null, POLL_MS, onError);

  const problem = connectError ?? error;
  return (
    <section className="stack dev-page" aria-labelledby="dome-title">
      <div className="spread">
        <h1 id="dome-title">{t('dome.title')}</h1>
        {diagnostics && (
          <span className="muted" role="status">
            {t('dome.updated', { time: dateFormat(i18n.language, 'time').format(diagnostics.at) })}
          </span>
        )}
      </div>
      <DevNav />
      <p className="muted">{t('dome.lead')}</p>
      {problem && <p className="error-text">{t('common.failed', { error: problem })}</p>}
      {!diagnostics ? (
        !problem && <p role="status">{t('common.connecting')}</p>
      ) : (
        <>
          <Summary d={diagnostics.d} now={diagnostics.at} />
          <ChannelsTable d={diagnostics.d} now={diagnostics.at} />
          <StorageSection d={diagnostics.d} estimate={storage} />
          <div className="dev-columns">
            <TabsTable d={diagnostics.d} thisTab={engine?.tabId ?? ''} />
            <CountersTable d={diagnostics.d} />
          </div>
          <SubscriptionsTable d={diagnostics.d} />
          <RoomsTable d={diagnostics.d} />
          <section className="surface stack" aria-labelledby="dome-frames">
            <div className="spread">
              <h2 id="dome-frames">{t('dome.lastFrames.title')}</h2>
              <Link to={routeHref({ name: 'newFile' })}>{t('dome.lastFrames.all')}</Link>
            </div>
            <FrameTable records={[...diagnostics.d.lastFrames].reverse()} caption={t('dome.lastFrames.title')} />
          </section>
        </>
      )}
    </section>
  );
}
