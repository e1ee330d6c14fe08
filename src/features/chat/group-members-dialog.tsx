import { Avatar } from 'primereact/avatar';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../ui/use-dialog.ts';
import type { Contact } from './chat-view-model.ts';

export interface GroupMembersDialogProps {
  groupName: string;
  members: readonly Contact[];
  /** The owner's user id (marked in the list). */
  owner: string | null;
  onClosed(): void;
}

/** A group's members, the owner marked. */
export function GroupMembersDialog({ groupName, members, owner, onClosed }: GroupMembersDialogProps) {
  const { t } = useTranslation('chat');
  const dialog = useDialog(onClosed);
  return (
    <Dialog {...dialog.props} header={t('groups.membersTitle', { name: groupName })} className="chat-dialog">
      <p className="muted">{t('groups.members', { count: members.length })}</p>
      <ul className="chat-member-list" aria-label={t('groups.members', { count: members.length })}>
        {members.map((m) => (
          <li key={m.userID}>
            <Avatar image={m.avatar || undefined} label={m.avatar ? undefined : '?'} imageAlt="" shape="circle" />
            <span>{m.nick || m.userID}</span>
            {m.userID === owner ? <span className="chat-group-mark">{t('groups.owner')}</span> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
