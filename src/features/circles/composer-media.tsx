import { Button } from 'primereact/button';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleKey } from '../../../contracts/account-rules.ts';
import { imagesFit, videoContainerOf, type CirclePostRule } from '../../../contracts/circle-rules.ts';
import { CIRCLE_IMAGES_MAX, CIRCLE_VIDEO_UPLOAD_PATH, type CircleVideoUpload } from '../../../contracts/circles.ts';
import { VIDEO_LIMIT_MB, VIDEO_MAX_BYTES } from '../../../contracts/videos.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { checkImageFile, uploadImage } from '../../lib/upload-image.ts';
import { uploadVideo } from '../../lib/upload-video.ts';
import { megabytes } from './circle-query.ts';

/** A message the composer shows: a rule's key, or a server's words. */
export type ComposerMessage = { rule: CirclePostRule } | { text: string } | { key: RuleKey };

interface MediaProps {
  /** Uploads need a login: false makes a choice say 'Please log in to publish'. */
  canUpload(): boolean;
  onMessage(message: ComposerMessage | null): void;
  onBusy(busy: boolean): void;
}

const failureOf = (cause: unknown): ComposerMessage => ({
  text: cause instanceof Error ? cause.message : String(cause),
});

/** Up to four images, each checked (PNG or JPG, 5 MB) before it is uploaded; a fifth is refused at once. */
export function ImagePicker(
  props: MediaProps & { images: string[]; onImages(next: (had: string[]) => string[]): void },
) {
  const { t } = useTranslation('circles');
  const [uploading, setUploading] = useState(false);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || !props.canUpload()) return;
    const refused = imagesFit(props.images.length, files.length);
    if (refused) return props.onMessage({ rule: refused });
    for (const file of files) {
      const wrong = checkImageFile(file);
      if (wrong) return props.onMessage({ key: wrong });
    }
    props.onMessage(null);
    setUploading(true);
    props.onBusy(true);
    try {
      for (const file of files) {
        const url = await uploadImage(file);
        props.onImages((had) => [...had, url]);
      }
    } catch (cause) {
      props.onMessage(failureOf(cause));
    } finally {
      setUploading(false);
      props.onBusy(false);
    }
  };

  return (
    <div className="stack">
      {props.images.length > 0 ? (
        <ul className="row circle-compose-images" aria-label={t('compose.chosen')}>
          {props.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={t('compose.imageAlt', { n: i + 1 })} />
              <Button
                type="button"
                text
                size="small"
                label={t('compose.removeImage', { n: i + 1 })}
                onClick={() => props.onImages((had) => had.filter((s) => s !== src))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="row">
        {/* Never disabled at four: a fifth is refused with the rule's words, not silently. */}
        <label className="p-button p-button-outlined p-button-sm">
          {uploading ? t('compose.uploading') : t('compose.addImages')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            disabled={uploading}
            onChange={(e) => void onFiles(e)}
          />
        </label>
        <span className="muted">{t('compose.imagesHint', { n: props.images.length, max: CIRCLE_IMAGES_MAX })}</span>
      </div>
    </div>
  );
}

/** The video (MP4 or WebM by its first bytes, under 50 MB, with progress) and its cover (PNG or JPG, 5 MB). */
export function VideoPicker(
  props: MediaProps & {
    video: CircleVideoUpload | null;
    onVideo(video: CircleVideoUpload | null): void;
    cover: string;
    onCover(cover: string): void;
  },
) {
  const { t } = useTranslation('circles');
  const [progress, setProgress] = useState<number | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const uploading = progress !== null && props.video === null;

  const onVideoFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !props.canUpload()) return;
    if (file.size > VIDEO_MAX_BYTES)
      return props.onMessage({ rule: { key: 'circles:post.videoTooLarge', vars: { max: VIDEO_LIMIT_MB } } });
    if (!videoContainerOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) {
      return props.onMessage({ rule: { key: 'circles:post.videoFormat' } });
    }
    props.onMessage(null);
    props.onVideo(null);
    setProgress(0);
    props.onBusy(true);
    try {
      props.onVideo(await uploadVideo(CIRCLE_VIDEO_UPLOAD_PATH, file, setProgress));
    } catch (cause) {
      setProgress(null);
      props.onMessage(
        cause instanceof ApiCallError && cause.code === -1
          ? { rule: { key: 'circles:post.videoFailed' } }
          : failureOf(cause),
      );
    } finally {
      props.onBusy(false);
    }
  };

  const onCoverFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !props.canUpload()) return;
    if (checkImageFile(file)) return props.onMessage({ rule: { key: 'circles:post.coverType' } });
    props.onMessage(null);
    setCoverBusy(true);
    props.onBusy(true);
    try {
      props.onCover(await uploadImage(file));
    } catch (cause) {
      props.onMessage(failureOf(cause));
    } finally {
      setCoverBusy(false);
      props.onBusy(false);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="stack">
      <div className="field">
        <label className="stack">
          <span>{t('compose.video')}</span>
          <input type="file" accept="video/mp4,video/webm" disabled={uploading} onChange={(e) => void onVideoFile(e)} />
        </label>
        <span className="muted">{t('compose.videoHint', { max: VIDEO_LIMIT_MB })}</span>
        {uploading ? (
          <>
            <progress max={1} value={progress ?? 0} aria-label={t('compose.videoProgress')}>
              {percent}%
            </progress>
            <span role="status">{t('compose.videoUploading', { percent })}</span>
          </>
        ) : null}
        {props.video ? (
          <span className="ok-text" role="status">
            {t('compose.videoReady', { size: megabytes(props.video.bytes) })}
          </span>
        ) : null}
      </div>
      <div className="field">
        <span>{t('compose.cover')}</span>
        <div className="row circle-compose-cover">
          {props.cover ? <img src={props.cover} alt={t('compose.coverPreview')} /> : null}
          <label className="p-button p-button-outlined p-button-sm">
            {coverBusy ? t('compose.uploading') : t('compose.coverUpload')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              hidden
              disabled={coverBusy}
              onChange={(e) => void onCoverFile(e)}
            />
          </label>
          {props.cover ? (
            <Button
              type="button"
              text
              size="small"
              label={t('compose.coverRemove')}
              onClick={() => props.onCover('')}
            />
          ) : null}
          <span className="muted">{t('compose.coverHint')}</span>
        </div>
      </div>
    </div>
  );
}
