import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS, type LiveUrl } from '../../../../contracts/room.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useAction } from './use-centre-call.ts';

/** A value to paste into OBS, with a copy button. */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('anchor-centre');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="member-field">
      <span>{label}</span>
      <div className="centre-copy">
        <input readOnly value={value} data-testid={testId} aria-label={label} onFocus={(e) => e.target.select()} />
        <button type="button" className="member-button" onClick={() => void copy()}>
          {copied ? t('obs.copied') : t('obs.copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * What to paste into OBS (`Live/getLiveUrl`). The stream key is shown once, when it is made;
 * afterwards only its last characters, and a reset makes a new one (the old one stops working).
 */
export function ObsPanel({ hint, onKeyMade }: { hint: string | null; onKeyMade: (hint: string) => void }) {
  const { t } = useTranslation('anchor-centre');
  const [url, setUrl] = useState<LiveUrl | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const hasKey = hint !== null;

  // Only read the server URL here: asking while no key exists would make one nobody sees.
  useEffect(() => {
    if (!hasKey) return;
    let cancelled = false;
    apiGet<LiveUrl>(ROOM_PATHS.liveUrl, {}, { quiet: true }).then(
      (answer) => {
        if (!cancelled) setUrl((u) => u ?? answer);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [hasKey]);

  const makeKey = (reset: boolean) =>
    void action.run(async () => {
      const answer = await apiGet<LiveUrl>(ROOM_PATHS.liveUrl, reset ? { reset: 1 } : {}, { quiet: true });
      setUrl(answer);
      setConfirming(false);
      onKeyMade(answer.stream_key_hint);
    });

  const shownKey = url?.stream_key ?? null;
  const keyHint = url?.stream_key_hint ?? hint;
  return (
    <section className="member-form centre-panel" aria-labelledby="centre-obs">
      <h2 id="centre-obs">{t('obs.title')}</h2>
      {url ? (
        <CopyField label={t('obs.server')} value={url.rtmp_url} testId="obs-server" />
      ) : (
        <div className="member-field">
          <span>{t('obs.server')}</span>
          <output data-testid="obs-server" className="member-hint">
            {t('obs.serverAfterKey')}
          </output>
        </div>
      )}
      {shownKey ? (
        <>
          <CopyField label={t('obs.key')} value={shownKey} testId="obs-key" />
          <p className="centre-warning" role="note">
            {t('obs.onlyOnce')}
          </p>
        </>
      ) : (
        <div className="member-field">
          <span>{t('obs.key')}</span>
          <output data-testid="obs-key" className="centre-key-hint">
            {keyHint ? t('obs.hint', { hint: keyHint }) : t('obs.noKey')}
          </output>
        </div>
      )}
      {!hasKey && !shownKey ? (
        <button type="button" className="member-button primary" disabled={action.busy} onClick={() => makeKey(false)}>
          {t('obs.make')}
        </button>
      ) : confirming ? (
        <div className="centre-confirm" role="group" aria-label={t('obs.resetConfirm')}>
          <p>{t('obs.resetConfirm')}</p>
          <button type="button" className="member-button primary" disabled={action.busy} onClick={() => makeKey(true)}>
            {t('obs.resetYes')}
          </button>
          <button type="button" className="member-button" onClick={() => setConfirming(false)}>
            {t('obs.resetNo')}
          </button>
        </div>
      ) : (
        <button type="button" className="member-button" data-testid="obs-reset" onClick={() => setConfirming(true)}>
          {t('obs.reset')}
        </button>
      )}
      {action.message && (
        <p className={action.message.error ? 'member-error' : 'member-ok'} role="status">
          {action.message.text}
        </p>
      )}
      <details className="centre-howto">
        <summary>{t('obs.howtoTitle')}</summary>
        <ol>
          <li>{t('obs.howto1')}</li>
          <li>{t('obs.howto2')}</li>
          <li>{t('obs.howto3')}</li>
          <li>{t('obs.howto4')}</li>
        </ol>
      </details>
    </section>
  );
}
