import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GROUP_NAME_MAX } from '../../../contracts/chat.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import type { Contact } from './chat-view-model.ts';

export interface ContactPickerDialogProps {
  title: string;
  submitLabel: string;
  /** Reads the people to choose from (the address book) when the dialog opens. */
  loadContacts(): Promise<Contact[]>;
  /** People not offered (already members). */
  exclude?: readonly string[];
  /** A new group: a name is asked for too. */
  withName?: boolean;
  /** Resolves when done (the dialog closes); a refusal keeps it open (the call shows why). */
  onSubmit(name: string, userIDs: string[]): Promise<unknown>;
  onClosed(): void;
}

/** A dialog to pick contacts (and name a new group): a checkbox per contact, then one button. */
export function ContactPickerDialog(props: ContactPickerDialogProps) {
  const { t } = useTranslation('chat');
  const dialog = useDialog(props.onClosed);
  const id = useId();
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { loadContacts, exclude } = props;

  useEffect(() => {
    let live = true;
    loadContacts().then(
      (list) => live && setContacts(list.filter((c) => !exclude?.includes(c.userID))),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [loadContacts, exclude]);

  const ready = picked.length > 0 && (!props.withName || name.trim() !== '') && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    props.onSubmit(name.trim(), picked).then(
      () => dialog.hide(),
      () => setBusy(false),
    );
  };
  const toggle = (userID: string, on: boolean) =>
    setPicked((list) => (on ? [...list, userID] : list.filter((u) => u !== userID)));

  return (
    <Dialog {...dialog.props} header={props.title} className="chat-dialog">
      <form onSubmit={submit} className="chat-dialog-form">
        {props.withName ? (
          <div className="chat-field">
            <label htmlFor={`${id}-name`}>{t('groups.name')}</label>
            <InputText
              id={`${id}-name`}
              value={name}
              maxLength={CHAT_GROUP_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        ) : null}
        <fieldset className="chat-pick">
          <legend>{t('groups.pick')}</legend>
          {contacts === null ? null : contacts.length === 0 ? (
            <p className="muted">{t('groups.noContacts')}</p>
          ) : (
            <>
              <p className="muted">{t('groups.pickHint')}</p>
              <ul className="chat-pick-list">
                {contacts.map((c) => (
                  <li key={c.userID}>
                    <Checkbox
                      inputId={`${id}-${c.userID}`}
                      checked={picked.includes(c.userID)}
                      onChange={(e) => toggle(c.userID, e.checked === true)}
                    />
                    <label htmlFor={`${id}-${c.userID}`}>{c.nick || c.userID}</label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </fieldset>
        <div className="chat-dialog-actions">
          <Button type="button" label={t('groups.cancel')} text onClick={dialog.hide} />
          <Button type="submit" label={props.submitLabel} disabled={!ready} loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}
