import { PauseIcon, PlayIcon } from '../../ui/icons.tsx';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME_LOG_SIZE, type FrameRecord } from '../../../contracts/engine-api.ts';
import { numberFormat } from '../../lib/locale-format.ts';
import { FrameTable } from './frame-table.tsx';
import {
  appendFrames,
  clearFrames,
  EMPTY_BUFFER,
  filterOptions,
  matchesFilter,
  NO_CHANNEL,
  type FrameBuffer,
  type FrameFilter,
} from './frame-view.ts';
import { useEngine, usePolling } from './use-engine.ts';
import { DevNav } from './dev-nav.tsx';
import './dev-pages.css';

/** The engine is asked for new frames this often. */
const POLL_MS = 500;

/**
 * `/new_file`: the live socket's frames as the data engine receives and sends them (type,
 * channel, seq, rows, size, time), newest first, the last FRAME_LOG_SIZE of them; filtered by
 * channel, type and direction; paused and resumed. Read from the engine, not a second socket.
 */
export function FrameLogPage() {
  const { t, i18n } = useTranslation('dev-pages');
  const id = useId();
  const { engine, error: connectError } = useEngine();
  const [buffer, setBuffer] = useState<FrameBuffer>(EMPTY_BUFFER);
  const held = useRef(buffer);
  const [paused, setPaused] = useState(false);
  const [filter, setFilter] = useState<FrameFilter>({ channel: null, type: null, dir: null });
  const [error, setError] = useState<string | null>(null);

  const read = useCallback(async () => {
    if (!engine) return;
    const incoming: FrameRecord[] = await engine.api.frameLog(held.current.lastId);
    const next = appendFrames(held.current, incoming, FRAME_LOG_SIZE);
    if (next !== held.current) {
      held.current = next;
      setBuffer(next);
    }
    setError(null);
  }, [engine]);
  const onError = useCallback((e: unknown) => setError(String(e)), []);
  usePolling(engine && !paused ? read : null, POLL_MS, onError);

  const options = useMemo(() => filterOptions(buffer.records), [buffer]);
  const shown = useMemo(
    () => buffer.records.filter((record) => matchesFilter(record, filter)).reverse(),
    [buffer, filter],
  );
  const plain = numberFormat(i18n.language);
  const clear = () => {
    held.current = clearFrames(held.current);
    setBuffer(held.current);
  };
  const problem = connectError ?? error;

  return (
    <section className="stack dev-page" aria-labelledby="frames-title">
      <h1 id="frames-title">{t('frames.title')}</h1>
      <DevNav />
      <p className="muted">{t('frames.lead', { max: FRAME_LOG_SIZE })}</p>
      {problem && <p className="error-text">{t('common.failed', { error: problem })}</p>}
      <div className="surface row dev-toolbar" role="group" aria-label={t('frames.filters')}>
        <div className="field">
          <label htmlFor={`${id}-channel`}>{t('frames.channelFilter')}</label>
          <Dropdown
            inputId={`${id}-channel`}
            value={filter.channel}
            options={[
              { value: null, label: t('frames.allChannels') },
              { value: NO_CHANNEL, label: t('frames.noChannel') },
              ...options.channels.map((channel) => ({ value: channel, label: channel })),
            ]}
            onChange={(e) => setFilter((f) => ({ ...f, channel: (e.value as string | null) ?? null }))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('frames.typeFilter')}</label>
          <Dropdown
            inputId={`${id}-type`}
            value={filter.type}
            options={[
              { value: null, label: t('frames.allTypes') },
              ...options.types.map((type) => ({ value: type, label: type })),
            ]}
            onChange={(e) => setFilter((f) => ({ ...f, type: (e.value as string | null) ?? null }))}
          />
        </div>
        <div className="field">
          <span id={`${id}-dir`}>{t('frames.dirFilter')}</span>
          <SelectButton
            aria-labelledby={`${id}-dir`}
            value={filter.dir ?? 'all'}
            allowEmpty={false}
            options={[
              { value: 'all', label: t('frames.allDirs') },
              { value: 'in', label: t('frames.dirs.in') },
              { value: 'out', label: t('frames.dirs.out') },
            ]}
            onChange={(e) => setFilter((f) => ({ ...f, dir: e.value === 'in' || e.value === 'out' ? e.value : null }))}
          />
        </div>
        <div className="row dev-toolbar-actions">
          <Button
            type="button"
            icon={paused ? <PlayIcon /> : <PauseIcon />}
            label={paused ? t('frames.resume') : t('frames.pause')}
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          />
          <Button type="button" outlined label={t('frames.clear')} onClick={clear} />
        </div>
      </div>
      <p role="status" className="muted">
        {t('frames.shown', { shown: plain.format(shown.length), total: plain.format(buffer.records.length) })}
        {paused && <> · {t('frames.paused')}</>}
        {buffer.missed > 0 && <> · {t('frames.missed', { count: buffer.missed })}</>}
      </p>
      {buffer.records.length === 0 ? (
        <p className="muted">{t('frames.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t('frames.noMatch')}</p>
      ) : (
        <FrameTable records={shown} caption={t('frames.caption')} />
      )}
    </section>
  );
}
