import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '../../../contracts/chat.ts';
import type { BuiltinChat } from './builtin-chat-service.ts';
import { toContact } from './chat-mapping.ts';
import type { Contact, ConversationSummary } from './chat-view-model.ts';
import { ContactPickerDialog } from './contact-picker-dialog.tsx';
import { GroupMembersDialog } from './group-members-dialog.tsx';

export interface ConversationHeaderProps {
  conversation: ConversationSummary;
  service: BuiltinChat | null;
  /** The user's own id (the owner of a group may destroy it). */
  me: string;
  /** The user left the conversation (a group left or destroyed here). */
  onGone(conversationID: string): void;
}

type Open = 'members' | 'add' | 'leave' | 'destroy' | 'block' | null;

/**
 * The open conversation's name and its menu: a group's members, adding members, leaving (or, for
 * its owner, destroying it after a confirm); in a private chat, blocking or unblocking the other user.
 */
export function ConversationHeader({ conversation, service, me, onGone }: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [group, setGroup] = useState<ChatGroup | null>(null);
  const [members, setMembers] = useState<Contact[]>([]);
  const [blocked, setBlocked] = useState(false);
  const { conversationID, kind, userID } = conversation;
  const name = conversation.nick || userID;
  const groupId = Number(userID);

  const loadGroup = useCallback(() => {
    if (!service || kind !== 'group') return Promise.resolve();
    return Promise.all([service.groups(), service.groupMembers(groupId)]).then(
      ([groups, list]) => {
        setGroup(groups.find((g) => g.id === groupId) ?? null);
        setMembers(list.map((profile) => toContact({ profile })));
      },
      () => undefined,
    );
  }, [service, kind, groupId]);

  useEffect(() => {
    if (!service) return;
    let live = true;
    if (kind === 'group') void loadGroup();
    else
      service.blocked().then(
        (list) => live && setBlocked(list.some((p) => p.userID === userID)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [service, kind, userID, loadGroup]);

  const loadContacts = useCallback(
    () => (service ? service.contacts().then((list) => list.map(toContact)) : Promise.resolve([])),
    [service],
  );
  const memberIds = useMemo(() => members.map((m) => m.userID), [members]);

  const owner = group ? String(group.owner) : null;
  const items: MenuItem[] =
    kind === 'group'
      ? [
          { label: t('groups.members', { count: members.length }), command: () => setOpen('members') },
          { label: t('groups.add'), command: () => setOpen('add') },
          owner === me
            ? { label: t('groups.destroy'), command: () => setOpen('destroy') }
            : { label: t('groups.leave'), command: () => setOpen('leave') },
        ]
      : [
          blocked
            ? {
                label: t('safety.unblock', { nick: name }),
                command: () =>
                  void service?.unblock(userID).then(
                    () => setBlocked(false),
                    () => undefined,
                  ),
              }
            : { label: t('safety.block', { nick: name }), command: () => setOpen('block') },
        ];

  const close = () => setOpen(null);
  const gone = (done: Promise<void> | undefined) =>
    void done?.then(
      () => onGone(conversationID),
      () => undefined,
    );

  return (
    <div className="chat-peer-bar">
      <h2 className="chat-peer">
        {kind === 'group' ? <span className="chat-group-mark">{t('list.group')}</span> : null}
        {name}
      </h2>
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        aria-label={t('header.menu')}
        aria-haspopup="menu"
        aria-controls={menuId}
        disabled={!service}
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={items} popup ref={menu} id={menuId} pt={{ menu: { 'aria-label': t('header.menu') } }} />
      {open === 'members' ? (
        <GroupMembersDialog groupName={name} members={members} owner={owner} onClosed={close} />
      ) : null}
      {open === 'add' && service ? (
        <ContactPickerDialog
          title={t('groups.addTitle', { name })}
          submitLabel={t('groups.addButton')}
          loadContacts={loadContacts}
          exclude={memberIds}
          onSubmit={(_name, ids) => service.addUsers(groupId, ids).then(loadGroup)}
          onClosed={close}
        />
      ) : null}
      <ConfirmDialog
        visible={open === 'leave' || open === 'destroy' || open === 'block'}
        onHide={close}
        header={
          open === 'destroy'
            ? t('groups.destroy')
            : open === 'leave'
              ? t('groups.leave')
              : t('safety.block', { nick: name })
        }
        message={
          open === 'destroy'
            ? t('groups.destroyConfirm', { name })
            : open === 'leave'
              ? t('groups.leaveConfirm', { name })
              : t('safety.blockConfirm', { nick: name })
        }
        acceptLabel={
          open === 'destroy'
            ? t('groups.destroy')
            : open === 'leave'
              ? t('groups.leave')
              : t('safety.block', { nick: name })
        }
        rejectLabel={t('groups.cancel')}
        accept={() => {
          if (open === 'destroy') gone(service?.destroyGroup(groupId));
          else if (open === 'leave') gone(service?.leaveGroup(groupId));
          else
            void service?.block(userID).then(
              () => setBlocked(true),
              () => undefined,
            );
        }}
      />
    </div>
  );
}
