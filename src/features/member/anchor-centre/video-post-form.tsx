import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import {
  VIDEO_LIMIT_MB,
  VIDEO_PATHS,
  VIDEO_TITLE_MAX,
  VIDEO_UPLOAD_PATH,
  type Video,
  type VideoUpload,
} from '../../../../contracts/videos.ts';
import { ApiCallError, callRoute } from '../../../lib/api-client.ts';
import { checkImageFile, uploadImage } from '../../../lib/upload-image.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { textLength } from './centre-rules.ts';
import { useAction } from './use-action.ts';
import { checkVideoFile } from './upload-video.ts';
import { uploadVideo } from '../../../lib/upload-video.ts';
import { dateFormat } from '../../../lib/locale-format.ts';

type Source = 'upload' | 'broadcast';
/** Recordings offered to pick from: the newest this many broadcasts. */
const RECORDINGS_LIMIT = 50;
const MAX_MB = VIDEO_LIMIT_MB;

/** Posting a video: an uploaded MP4 (with progress) or a kept recording, a title and an optional cover. */
export function VideoPostForm({ onPosted }: { onPosted(video: Video): void }) {
  const formId = useId();
  const { t, i18n } = useTranslation(['anchor-centre', 'validation']);
  const [source, setSource] = useState<Source>('upload');
  const [title, setTitle] = useState('');
  const [broadcastId, setBroadcastId] = useState<number | null>(null);
  const [upload, setUpload] = useState<VideoUpload | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [cover, setCover] = useState('');
  const [coverBusy, setCoverBusy] = useState(false);
  const action = useAction();
  const broadcasts = useQuery(
    memberQuery(ROOM_PATHS.broadcastList, source === 'broadcast' ? { page: 1, limit: RECORDINGS_LIMIT } : null),
  );
  const recordings = (broadcasts.data?.list ?? []).filter((b) => b.play_url !== null && b.ended_at !== null);
  const when = dateFormat(i18n.language, 'dateTime');
  const length = textLength(title.trim());
  const uploading = progress !== null && upload === null;

  const onVideo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = await checkVideoFile(file);
    if (refused) return action.setMessage({ error: true, text: t(refused, { max: MAX_MB }) });
    setUpload(null);
    setProgress(0);
    await action.run(async () => {
      try {
        const done = await uploadVideo(VIDEO_UPLOAD_PATH, file, setProgress);
        setUpload(done);
        return null;
      } catch (error) {
        setProgress(null);
        if (error instanceof ApiCallError && error.code === -1) throw new Error(t('videos.form.uploadFailed'));
        throw error;
      }
    });
  };

  const onCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (checkImageFile(file)) return action.setMessage({ error: true, text: t('videos.form.coverRefused') });
    setCoverBusy(true);
    await action.run(async () => {
      setCover(await uploadImage(file));
      return null;
    });
    setCoverBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rule =
      length === 0
        ? 'videos.form.titleRequired'
        : length > VIDEO_TITLE_MAX
          ? 'videos.form.titleTooLong'
          : source === 'upload' && !upload
            ? 'videos.form.uploadFirst'
            : source === 'broadcast' && broadcastId === null
              ? 'videos.form.chooseRecording'
              : null;
    if (rule) return action.setMessage({ error: true, text: t(rule, { max: VIDEO_TITLE_MAX }) });
    void action.run(async () => {
      const params =
        source === 'upload' ? { file: upload?.file, cover: cover || undefined } : { broadcast_id: broadcastId ?? 0 };
      const video = await callRoute('POST', VIDEO_PATHS.insert, { title: title.trim(), ...params }, { quiet: true });
      setTitle('');
      setUpload(null);
      setProgress(null);
      setCover('');
      setBroadcastId(null);
      onPosted(video);
      return t('videos.form.posted');
    });
  };

  return (
    <form className="surface stack centre-panel video-post" onSubmit={onSubmit} aria-labelledby="centre-video-post">
      <h2 id="centre-video-post">{t('videos.form.title')}</h2>
      <fieldset className="row">
        <legend>{t('videos.form.source')}</legend>
        {(['upload', 'broadcast'] as const).map((key) => (
          <label key={key}>
            <RadioButton name="video-source" checked={source === key} onChange={() => setSource(key)} />
            {t(`videos.form.from.${key}`)}
          </label>
        ))}
      </fieldset>
      {source === 'upload' ? (
        <div className="field">
          <label className="stack">
            <span>{t('videos.form.file')}</span>
            <input type="file" accept="video/mp4,.mp4" disabled={uploading} onChange={(e) => void onVideo(e)} />
          </label>
          <span className="muted">{t('videos.form.fileHint', { max: MAX_MB })}</span>
          {uploading && (
            <progress max={1} value={progress ?? 0} aria-label={t('videos.form.progress')}>
              {Math.round((progress ?? 0) * 100)}%
            </progress>
          )}
          {uploading && (
            <span role="status">{t('videos.form.uploading', { percent: Math.round((progress ?? 0) * 100) })}</span>
          )}
          {upload && (
            <span className="ok-text" role="status">
              {t('videos.form.uploaded', { duration: formatDuration(upload.duration_s) })}
            </span>
          )}
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${formId}-recording`}>{t('videos.form.recording')}</label>
          <Dropdown
            inputId={`${formId}-recording`}
            value={broadcastId}
            placeholder={
              broadcasts.data && recordings.length === 0 ? t('videos.form.noRecordings') : t('videos.form.choose')
            }
            options={recordings.map((b) => ({
              value: b.id,
              label: t('videos.form.recordingOption', {
                title: b.title,
                date: when.format(b.started_at * 1000),
                duration: formatDuration(b.duration_s),
              }),
            }))}
            onChange={(e) => setBroadcastId(typeof e.value === 'number' ? e.value : null)}
          />
        </div>
      )}
      <label className="field">
        <span>{t('videos.form.name')}</span>
        <InputText value={title} maxLength={VIDEO_TITLE_MAX * 2} onChange={(e) => setTitle(e.target.value)} />
        <span className={length > VIDEO_TITLE_MAX ? 'centre-count over' : 'centre-count'}>
          {t('counter', { count: length, max: VIDEO_TITLE_MAX })}
        </span>
      </label>
      {source === 'upload' && (
        <div className="field">
          <span>{t('videos.form.cover')}</span>
          <div className="row centre-cover">
            {cover ? <img src={cover} alt={t('videos.form.coverPreview')} /> : null}
            <label className="p-button p-button-outlined p-button-sm">
              {coverBusy ? t('videos.form.coverUploading') : t('videos.form.coverUpload')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                hidden
                disabled={coverBusy}
                onChange={(e) => void onCover(e)}
              />
            </label>
            {cover ? (
              <Button type="button" outlined onClick={() => setCover('')} label={t('videos.form.coverRemove')} />
            ) : null}
          </div>
        </div>
      )}
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button type="submit" disabled={action.busy || uploading || coverBusy} label={t('videos.form.submit')} />
    </form>
  );
}
