import type { FastifyInstance } from 'fastify';
import { parseConversationId } from '../../contracts/chat.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import type { Auth } from '../accounts/auth.ts';
import { addressBook, recommendedUsers } from '../chat/chat-contacts.ts';
import type { ChatContext } from '../chat/chat-context.ts';
import {
  addGroupUsers,
  createGroup,
  destroyGroup,
  groupMembers,
  groupsOf,
  joinGroup,
  leaveGroup,
  recommendedGroups,
  roomGroups,
  showGroup,
} from '../chat/chat-groups.ts';
import { conversationList, markRead, messagePage } from '../chat/chat-reading.ts';
import { blockList, blockUser, reportMessage, unblockUser } from '../chat/chat-safety.ts';
import { sendMessage } from '../chat/chat-send.ts';
import { apiRoute } from '../http/api-route.ts';

/**
 * The built-in chat's calls and the seed's group calls. Every call that names a conversation or
 * group checks the caller is a party or member (server/chat/chat-access.ts) before anything else.
 */
export function registerChatRoutes(app: FastifyInstance, ctx: ChatContext, auth: Auth): void {
  apiRoute(app, chatRoutes.conversationList, async (_p, request) =>
    conversationList(ctx, await auth.requireUser(request)),
  );
  apiRoute(app, chatRoutes.messageList, async (params, request) => {
    // Private chats need a login (code 700 for a visitor); shown groups can be read by anyone.
    const viewer =
      parseConversationId(params.conversationID)?.kind === 'c2c'
        ? await auth.requireUser(request)
        : await auth.optionalUser(request);
    return messagePage(request, ctx, viewer, params);
  });
  apiRoute(app, chatRoutes.send, async (params, request) =>
    sendMessage(request, ctx, await auth.requireUser(request), params),
  );
  apiRoute(app, chatRoutes.read, async (params, request) =>
    markRead(request, ctx, await auth.requireUser(request), params),
  );
  apiRoute(app, chatRoutes.block, async (params, request) => {
    await blockUser(request, ctx, await auth.requireUser(request), params.user_id);
    return null;
  });
  apiRoute(app, chatRoutes.unblock, async (params, request) => {
    await unblockUser(ctx, await auth.requireUser(request), params.user_id);
    return null;
  });
  apiRoute(app, chatRoutes.blockList, async (_p, request) => blockList(ctx, await auth.requireUser(request)));
  apiRoute(app, chatRoutes.report, async (params, request) => {
    await reportMessage(request, ctx, await auth.requireUser(request), params);
    return null;
  });

  apiRoute(app, chatRoutes.createGroup, async (params, request) =>
    createGroup(request, ctx, await auth.requireUser(request), params),
  );
  apiRoute(app, chatRoutes.addGroupUser, async (params, request) =>
    addGroupUsers(request, ctx, await auth.requireUser(request), params),
  );
  apiRoute(app, chatRoutes.joinGroup, async (params, request) =>
    joinGroup(request, ctx, await auth.requireUser(request), params.group_id),
  );
  apiRoute(app, chatRoutes.leaveGroup, async (params, request) => {
    await leaveGroup(request, ctx, await auth.requireUser(request), params.group_id);
    return null;
  });
  apiRoute(app, chatRoutes.destroyGroup, async (params, request) => {
    await destroyGroup(request, ctx, await auth.requireUser(request), params.group_id);
    return null;
  });
  apiRoute(app, chatRoutes.groupMembers, async (params, request) =>
    groupMembers(request, ctx, await auth.optionalUser(request), params.group_id),
  );
  apiRoute(app, chatRoutes.anchorGroups, async (_p, request) => groupsOf(ctx, await auth.requireUser(request)));
  apiRoute(app, chatRoutes.roomGroups, async (params, request) =>
    roomGroups(ctx, params.room_id, await auth.optionalUser(request)),
  );
  apiRoute(app, chatRoutes.showGroup, async (params, request) =>
    showGroup(request, ctx, await auth.requireUser(request), params),
  );
  apiRoute(app, chatRoutes.recommendGroups, async (_p, request) =>
    recommendedGroups(ctx, await auth.optionalUser(request)),
  );
  apiRoute(app, chatRoutes.recommendUsers, async (_p, request) =>
    recommendedUsers(ctx, await auth.requireUser(request)),
  );
  apiRoute(app, chatRoutes.addressBook, async (_p, request) => addressBook(ctx, await auth.requireUser(request)));
}
