import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS, type LiveUrl } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { memberQuery } from '../member-query.ts';
import { useAction } from './use-action.ts';

/** A value to paste into OBS (or a phone app), with a copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
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
    <div className="field">
      <span>{label}</span>
      <div className="row centre-copy">
        <InputText readOnly value={value} data-testid={testId} aria-label={label} onFocus={(e) => e.target.select()} />
        <Button type="button" outlined onClick={() => void copy()} label={copied ? t('obs.copied') : t('obs.copy')} />
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
  const [made, setMade] = useState<LiveUrl | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const hasKey = hint !== null;

  // Only read the server URL here: asking while no key exists would make one nobody sees.
  const read = useQuery(memberQuery(ROOM_PATHS.liveUrl, hasKey ? {} : null));
  // A key made here (shown once) stands over the read.
  const url = made ?? read.data ?? null;

  const makeKey = (reset: boolean) =>
    void action.run(async () => {
      const answer = await callRoute('GET', ROOM_PATHS.liveUrl, reset ? { reset: 1 } : {}, { quiet: true });
      setMade(answer);
      setConfirming(false);
      onKeyMade(answer.stream_key_hint);
    });

  const shownKey = url?.stream_key ?? null;
  const keyHint = url?.stream_key_hint ?? hint;
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-obs">
      <h2 id="centre-obs">{t('obs.title')}</h2>
      {url ? (
        <CopyField label={t('obs.server')} value={url.rtmp_url} testId="obs-server" />
      ) : (
        <div className="field">
          <span>{t('obs.server')}</span>
          <output data-testid="obs-server" className="muted">
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
        <div className="field">
          <span>{t('obs.key')}</span>
          <output data-testid="obs-key" className="centre-key-hint">
            {keyHint ? t('obs.hint', { hint: keyHint }) : t('obs.noKey')}
          </output>
        </div>
      )}
      {!hasKey && !shownKey ? (
        <Button type="button" disabled={action.busy} onClick={() => makeKey(false)} label={t('obs.make')} />
      ) : (
        <Button
          type="button"
          outlined
          data-testid="obs-reset"
          disabled={action.busy}
          onClick={() => setConfirming(true)}
          label={t('obs.reset')}
        />
      )}
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('obs.reset')}
        message={t('obs.resetConfirm')}
        acceptLabel={t('obs.resetYes')}
        rejectLabel={t('obs.resetNo')}
        accept={() => makeKey(true)}
      />
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
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
