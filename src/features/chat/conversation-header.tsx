import { MoreIcon } from '../../ui/icons.tsx';
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

type Open = 'members' | 'add' | null;
type Confirm = 'leave' | 'destroy' | 'block';

/**
 * The open conversation's name and its menu: a group's members, adding members, leaving (or, for
 * its owner, destroying it after a confirm); in a private chat, blocking or unblocking the other user.
 */
export function ConversationHeader({ conversation, service, me, onGone }: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [confirming, setConfirming] = useState<Confirm | null>(null);
  // What was last asked: the dialog keeps its words while it animates out.
  const [asked, setAsked] = useState<Confirm>('block');
  const ask = (what: Confirm) => {
    setAsked(what);
    setConfirming(what);
  };
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
            ? { label: t('groups.destroy'), command: () => ask('destroy') }
            : { label: t('groups.leave'), command: () => ask('leave') },
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
            : { label: t('safety.block', { nick: name }), command: () => ask('block') },
        ];

  const close = () => setOpen(null);
  const confirmText =
    asked === 'destroy'
      ? { header: t('groups.destroy'), message: t('groups.destroyConfirm', { name }) }
      : asked === 'leave'
        ? { header: t('groups.leave'), message: t('groups.leaveConfirm', { name }) }
        : { header: t('safety.block', { nick: name }), message: t('safety.blockConfirm', { nick: name }) };
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
      {kind === 'group' && group && group.online !== null ? (
        <span className="muted chat-group-online">
          {t('groups.online', { online: group.online, members: group.members })}
        </span>
      ) : null}
      <Button
        type="button"
        icon={<MoreIcon />}
        text
        rounded
        aria-label={t('header.menu')}
        aria-haspopup="menu"
        aria-controls={menuId}
        disabled={!service}
        onClick={(event) => {
          // Members come and go elsewhere (a member leaving tells only them): read the group afresh.
          void loadGroup();
          menu.current?.toggle(event);
        }}
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
        visible={confirming !== null}
        onHide={() => setConfirming(null)}
        header={confirmText.header}
        message={confirmText.message}
        acceptLabel={confirmText.header}
        rejectLabel={t('groups.cancel')}
        accept={() => {
          if (asked === 'destroy') gone(service?.destroyGroup(groupId));
          else if (asked === 'leave') gone(service?.leaveGroup(groupId));
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
