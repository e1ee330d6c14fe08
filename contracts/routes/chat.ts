import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_GROUP_MEMBERS_MAX,
  CHAT_GROUP_NAME_MAX,
  CHAT_PAGE_SIZE,
  CHAT_PATHS,
  CHAT_REPORT_REASON_MAX,
  CHAT_TEXT_MAX,
  type ChatContact,
  type ChatConversation,
  type ChatGroup,
  type ChatMessage,
  type ChatMessagePage,
  type ChatProfile,
  type ConversationID,
  parseConversationId,
} from '../chat.ts';
import { flagParam, idParam } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const conversationID = z
  .string()
  .refine((value) => parseConversationId(value) !== null, 'must be C2C<user id> or GROUP<group id>')
  .transform((value) => value as ConversationID);

const line = (max: number) => z.string().trim().max(max);
const url = z.string().trim().min(1).max(500);
const size = z.coerce.number<number | string>().int().min(0).max(1_000_000_000);

/** The payload of each message type, as a sender sends it (an object, or its JSON from a form). */
const content = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), payload: z.object({ text: z.string().min(1).max(CHAT_TEXT_MAX) }) }),
  z.object({
    type: z.literal('image'),
    payload: z.object({
      url,
      thumb_url: z.string().max(500).default(''),
      width: size.default(0),
      height: size.default(0),
    }),
  }),
  z.object({ type: z.literal('file'), payload: z.object({ name: line(200).min(1), size, url }) }),
  z.object({
    type: z.literal('custom'),
    payload: z.object({
      title: line(100).default(''),
      image: z.string().trim().max(500).default(''),
      price: line(32).default(''),
      words: line(CHAT_TEXT_MAX).default(''),
    }),
  }),
]);

const jsonPayload = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.record(z.string(), z.unknown()),
);

/** Ids as an array or a comma-separated list (forms). */
const userIds = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((s) => s.trim() !== '') : value),
    z.array(idParam).max(CHAT_GROUP_MEMBERS_MAX),
  )
  .default([]);

const groupId = z.object({ group_id: idParam });

/** Chat and groups (issue 16): entries of the route table (handlers in server/routes/chat-routes.ts). */
export const chatRoutes = {
  conversationList: defineRoute({
    path: CHAT_PATHS.conversationList,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<ChatConversation[]>(),
  }),
  /** Private chats need a login and a party; a group's messages need a member, or a group shown in a room. */
  messageList: defineRoute({
    path: CHAT_PATHS.messageList,
    methods: GET_POST,
    login: false,
    params: z.object({
      conversationID,
      before: idParam.optional(),
      count: z.coerce.number<number | string>().int().min(1).max(50).default(CHAT_PAGE_SIZE),
    }),
    result: returns<ChatMessagePage>(),
  }),
  send: defineRoute({
    path: CHAT_PATHS.send,
    methods: POST,
    login: true,
    params: z
      .object({
        conversationID,
        client_id: z.string().trim().min(1).max(CHAT_CLIENT_ID_MAX),
        type: z.enum(['text', 'image', 'file', 'custom']),
        payload: jsonPayload,
      })
      .transform((input, ctx) => {
        const parsed = content.safeParse({ type: input.type, payload: input.payload });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
          }
          return z.NEVER;
        }
        return { conversationID: input.conversationID, client_id: input.client_id, content: parsed.data };
      }),
    result: returns<ChatMessage>(),
  }),
  read: defineRoute({
    path: CHAT_PATHS.read,
    methods: GET_POST,
    login: true,
    params: z.object({ conversationID, seq: idParam.optional() }),
    result: returns<{ unreadCount: number }>(),
  }),
  block: defineRoute({
    path: CHAT_PATHS.block,
    methods: GET_POST,
    login: true,
    params: z.object({ user_id: idParam }),
    result: returns<null>(),
  }),
  unblock: defineRoute({
    path: CHAT_PATHS.unblock,
    methods: GET_POST,
    login: true,
    params: z.object({ user_id: idParam }),
    result: returns<null>(),
  }),
  blockList: defineRoute({
    path: CHAT_PATHS.blockList,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<ChatProfile[]>(),
  }),
  report: defineRoute({
    path: CHAT_PATHS.report,
    methods: GET_POST,
    login: true,
    params: z.object({ message_id: idParam, reason: line(CHAT_REPORT_REASON_MAX).min(1) }),
    result: returns<null>(),
  }),
  leaveGroup: defineRoute({
    path: CHAT_PATHS.leaveGroup,
    methods: GET_POST,
    login: true,
    params: groupId,
    result: returns<null>(),
  }),
  groupMembers: defineRoute({
    path: CHAT_PATHS.groupMembers,
    methods: GET_POST,
    login: false,
    params: groupId,
    result: returns<ChatProfile[]>(),
  }),
  recommendUsers: defineRoute({
    path: CHAT_PATHS.recommendUsers,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<ChatProfile[]>(),
  }),
  recommendGroups: defineRoute({
    path: CHAT_PATHS.recommendGroups,
    methods: POST,
    login: false,
    params: z.object({}),
    result: returns<ChatGroup[]>(),
  }),
  addressBook: defineRoute({
    path: CHAT_PATHS.addressBook,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<ChatContact[]>(),
  }),
  createGroup: defineRoute({
    path: CHAT_PATHS.createGroup,
    methods: POST,
    login: true,
    params: z.object({ name: line(CHAT_GROUP_NAME_MAX).min(1), user_ids: userIds }),
    result: returns<ChatGroup>(),
  }),
  addGroupUser: defineRoute({
    path: CHAT_PATHS.addGroupUser,
    methods: POST,
    login: true,
    params: groupId.extend({ user_ids: userIds }),
    result: returns<ChatGroup>(),
  }),
  /** Joins a group the caller may see (a fan group shown in a room). */
  joinGroup: defineRoute({
    path: CHAT_PATHS.joinGroup,
    methods: POST,
    login: true,
    params: groupId,
    result: returns<ChatGroup>(),
  }),
  destroyGroup: defineRoute({
    path: CHAT_PATHS.destroyGroup,
    methods: POST,
    login: true,
    params: groupId,
    result: returns<null>(),
  }),
  /** The caller's groups (an anchor picks their fan group from these). */
  anchorGroups: defineRoute({
    path: CHAT_PATHS.anchorGroups,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<ChatGroup[]>(),
  }),
  /** The fan groups a room shows. */
  roomGroups: defineRoute({
    path: CHAT_PATHS.roomGroups,
    methods: POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<ChatGroup[]>(),
  }),
  /** The owner (an anchor) shows a group in their room, or (`show: 0`) stops showing it. */
  showGroup: defineRoute({
    path: CHAT_PATHS.showGroup,
    methods: POST,
    login: true,
    params: groupId.extend({ show: flagParam }),
    result: returns<ChatGroup>(),
  }),
};
