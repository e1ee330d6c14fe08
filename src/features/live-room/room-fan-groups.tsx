import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CHAT_PATHS, type ChatGroup } from '../../../contracts/chat.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiKey, apiQuery } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import { userState } from '../../lib/user-store.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';

/** The group's chat on the chat page. */
const groupChatHref = (group: ChatGroup) => routeHref({ name: 'chat' }, { group: group.id });

function FanGroup({ group }: { group: ChatGroup }) {
  const { t } = useTranslation('live-room');
  const { user } = useSnapshot(userState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);

  const join = () => {
    if (!user) return openLoginDialog();
    setJoining(true);
    setError(null);
    callRoute('POST', CHAT_PATHS.joinGroup, { group_id: group.id }, { quiet: true })
      .then(
        () => {
          void queryClient.invalidateQueries({ queryKey: apiKey(CHAT_PATHS.roomGroups, true) });
          void navigate(groupChatHref(group));
        },
        (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
      )
      .finally(() => setJoining(false));
  };

  return (
    <li className="lr-fan-group">
      <span className="lr-fan-group-name">{group.name}</span>
      <span className="muted">
        {t('fanGroup.members', { count: group.members })}
        {group.online !== null ? ` · ${t('fanGroup.online', { count: group.online })}` : null}
      </span>
      {group.joined ? (
        <Link to={groupChatHref(group)}>{t('fanGroup.open')}</Link>
      ) : (
        <Button
          type="button"
          size="small"
          label={t('fanGroup.join')}
          aria-label={t('fanGroup.joinNamed', { name: group.name })}
          loading={joining}
          onClick={join}
        />
      )}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Who is online moves on its own: the counts are read again this often while the room is open. */
const ONLINE_REFRESH_MS = 60_000;

/**
 * The anchor's fan groups shown in the room (`live/getLiveGroupList`): members, who is online, join.
 * `joins` counts the socket's joins of the room: the viewer's own socket is counted online from its
 * join on (a page opened before its socket was up read itself offline), so each join reads again.
 */
export function RoomFanGroups({ roomId, joins }: { roomId: number; joins: number }) {
  const { t } = useTranslation('live-room');
  // Whether the viewer is a member depends on who is asking (a personal answer, dropped at logout).
  const query = useQuery({
    ...apiQuery(CHAT_PATHS.roomGroups, { room_id: roomId }, { method: 'POST', personal: true, staleTime: 30_000 }),
    refetchInterval: ONLINE_REFRESH_MS,
  });
  useRefetchOn(query, joins);
  const { data } = query;
  if (!data || data.length === 0) return null;
  return (
    <section className="surface" aria-label={t('fanGroup.title')}>
      <h2>{t('fanGroup.title')}</h2>
      <ul className="lr-fan-groups">
        {data.map((group) => (
          <FanGroup key={group.id} group={group} />
        ))}
      </ul>
    </section>
  );
}
