import { Avatar } from 'primereact/avatar';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contactName } from './contact-groups.ts';
import type { Contact, ContactGroup } from './chat-view-model.ts';

export interface ContactListProps {
  groups: readonly ContactGroup[];
  onOpen(contact: Contact): void;
}

/** Contacts under their letter (`A`-`Z`, `#`); choosing one opens the conversation with them. */
export function ContactList({ groups, onOpen }: ContactListProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    <div className="chat-contacts">
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`${id}-${group.letter}`}>
          <h3
            className="chat-letter"
            id={`${id}-${group.letter}`}
            aria-label={t('contacts.group', { letter: group.letter })}
          >
            {group.letter}
          </h3>
          <ul>
            {group.contacts.map((contact) => (
              <li key={contact.userID}>
                <button type="button" className="chat-contact" onClick={() => onOpen(contact)}>
                  <Avatar image={contact.avatar} imageAlt="" shape="circle" />
                  <span>{contactName(contact)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
