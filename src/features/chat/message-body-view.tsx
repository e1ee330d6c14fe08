import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/locale-format.ts';
import type { ChatCard, ImageInfo, MessageBody } from './chat-view-model.ts';
import { EmojiTextView } from './emoji-text-view.tsx';

const KIB = 1024;

/** A link from a message only if it is web or relative: never `javascript:` or `data:`. */
export function safeLink(url: string): string | undefined {
  try {
    const parsed = new URL(url, 'https://app.invalid/');
    return ['https:', 'http:', 'blob:'].includes(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A file size as `12 KB` / `3.4 MB` in the chosen language. */
export function fileSizeText(bytes: number, lang: string): string {
  const [value, unit] = bytes >= KIB * KIB ? [bytes / KIB / KIB, 'MB'] : [Math.max(bytes, 1) / KIB, 'KB'];
  return `${numberFormat(lang, 'decimal').format(value)} ${unit}`;
}

/** The smallest and largest of an image's sizes: the thumbnail and the picture the viewer shows. */
export function imageSizes(images: readonly ImageInfo[]): { thumb: ImageInfo; full: ImageInfo } | null {
  if (images.length === 0) return null;
  const sorted = [...images].sort((a, b) => a.width - b.width);
  return { thumb: sorted[0]!, full: sorted.at(-1)! };
}

function ImageBody({ images, nick }: { images: readonly ImageInfo[]; nick: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const sizes = imageSizes(images);
  if (!sizes) return null;
  const alt = t('message.image', { nick });
  return (
    <>
      <button
        type="button"
        className="chat-image-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('message.openImage')}
      >
        <img src={sizes.thumb.url} alt={alt} loading="lazy" />
      </button>
      <Dialog header={alt} visible={open} onHide={() => setOpen(false)} dismissableMask className="chat-image-viewer">
        <img src={sizes.full.url} alt={alt} />
      </Dialog>
    </>
  );
}

function CardBody({ card }: { card: ChatCard }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-card">
      {card.imageUrl ? <img src={card.imageUrl} alt="" loading="lazy" /> : null}
      <div>
        <p className="chat-card-title">{card.title}</p>
        {card.price ? <p className="chat-card-price">{t('message.price', { price: card.price })}</p> : null}
      </div>
    </div>
  );
}

/** What a message carries, drawn by kind. Every string from a message is React text, never HTML. */
export function MessageBodyView({ body, nick }: { body: MessageBody; nick: string }) {
  const { t, i18n } = useTranslation('chat');
  switch (body.type) {
    case 'text':
      return (
        <p className="chat-text">
          <EmojiTextView text={body.text} />
        </p>
      );
    case 'words':
      return <p className="chat-text">{body.text}</p>;
    case 'image':
      return <ImageBody images={body.images} nick={nick} />;
    case 'file':
      return (
        <p className="chat-file">
          <span className="chat-file-name">{body.fileName}</span>
          {body.fileSize !== undefined ? (
            <span className="muted">{fileSizeText(body.fileSize, i18n.language)}</span>
          ) : null}
          {safeLink(body.fileUrl) ? (
            <a
              className="chat-file-download"
              href={safeLink(body.fileUrl)}
              download={body.fileName}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('message.download', { name: body.fileName })}
            >
              {t('message.downloadLink')}
            </a>
          ) : null}
        </p>
      );
    case 'card':
      return <CardBody card={body.card} />;
  }
}
