import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OverlayButton } from '../../ui/overlay-button.tsx';
import { IMAGE_TYPES, attachmentMaxBytes, checkAttachment, type AttachmentKind } from './attachment-rules.ts';
import { EmojiPicker } from './emoji-picker.tsx';

export interface ChatComposerProps {
  onSendText(text: string): void;
  onSendImage(file: File): void;
  onSendFile(file: File): void;
}

/**
 * Writing a message: text with emoji codes from the picker (inserted at the caret), Enter sends
 * and Shift+Enter starts a new line; an image (PNG, JPG, GIF, WebP) or a file, each at most 5 MB.
 */
export function ChatComposer({ onSendText, onSendImage, onSendFile }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    onSendText(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  const insertEmoji = (code: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + code + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + code.length, start + code.length);
    });
  };

  const picked = (kind: AttachmentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refused = checkAttachment(file, kind);
    if (refused) {
      setRefusal(t(`composer.${refused}`, { max: attachmentMaxBytes(kind) / 1024 / 1024 }));
      return;
    }
    setRefusal(null);
    if (kind === 'image') onSendImage(file);
    else onSendFile(file);
  };

  return (
    <form className="chat-composer" onSubmit={send}>
      <div className="chat-composer-tools">
        <OverlayButton
          text
          label={t('composer.emoji')}
          panelLabel={t('composer.emojiPanel')}
          panelClassName="chat-emoji-panel"
        >
          <EmojiPicker onPick={insertEmoji} />
        </OverlayButton>
        <Button type="button" text label={t('composer.image')} onClick={() => imagePicker.current?.click()} />
        <Button type="button" text label={t('composer.file')} onClick={() => filePicker.current?.click()} />
        <input ref={imagePicker} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={picked('image')} />
        <input ref={filePicker} type="file" hidden onChange={picked('file')} />
      </div>
      <label htmlFor={`${id}-text`} className="chat-composer-label">
        {t('composer.label')}
      </label>
      <InputTextarea
        id={`${id}-text`}
        ref={input}
        value={text}
        rows={3}
        autoResize={false}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
      />
      {refusal ? (
        <p id={`${id}-refusal`} className="error-text" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" label={t('composer.send')} disabled={!text.trim()} />
    </form>
  );
}
