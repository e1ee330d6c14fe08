import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameRecord } from '../../../contracts/engine-api.ts';
import { dateFormat, numberFormat } from '../../lib/locale-format.ts';
import { frameTime } from './frame-view.ts';

const FrameRow = memo(function FrameRow({ record, lang }: { record: FrameRecord; lang: string }) {
  const { t } = useTranslation('dev-pages');
  const none = t('common.none');
  const time = dateFormat(lang, 'time');
  const plain = numberFormat(lang);
  return (
    <tr data-dir={record.dir}>
      <td className="dev-mono">{frameTime(record.at, (ms) => time.format(ms))}</td>
      <td>
        <span className={`dev-dir dev-dir-${record.dir}`}>{t(`frames.dirs.${record.dir}`)}</span>
      </td>
      <td className="dev-mono">{record.type}</td>
      <td className="right">{record.code ?? none}</td>
      <td className="dev-mono">{record.channel ?? none}</td>
      <td className="right dev-mono">{record.seq === null ? none : plain.format(record.seq)}</td>
      <td className="right">{record.rows ?? none}</td>
      <td className="right">{plain.format(record.size)}</td>
    </tr>
  );
});

/** Frames, newest first, one row each: time, direction, type, code, channel, seq, rows, size. */
export function FrameTable({ records, caption }: { records: readonly FrameRecord[]; caption: string }) {
  const { t, i18n } = useTranslation('dev-pages');
  return (
    <div className="dev-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="dev-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frames.time')}</th>
            <th scope="col">{t('frames.dir')}</th>
            <th scope="col">{t('frames.type')}</th>
            <th scope="col" className="right">
              {t('frames.code')}
            </th>
            <th scope="col">{t('frames.channel')}</th>
            <th scope="col" className="right">
              {t('frames.seq')}
            </th>
            <th scope="col" className="right">
              {t('frames.rows')}
            </th>
            <th scope="col" className="right">
              {t('frames.size')}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <FrameRow key={record.id} record={record} lang={i18n.language} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
