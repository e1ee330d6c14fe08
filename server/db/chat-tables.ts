import type { Generated } from 'kysely';

/**
 * Tables of the built-in chat (migration 008). A group's members are the members of its
 * conversation. Times are unix seconds.
 */

export interface ChatConversationsTable {
  id: Generated<number>;
  kind: 'c2c' | 'group';
  key: string;
  last_seq: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ChatMembersTable {
  conversation_id: number;
  user_id: number;
  read_seq: Generated<number>;
  joined_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  type: 'text' | 'image' | 'file' | 'custom';
  payload: string;
  created_at: number;
}

export interface ChatGroupsTable {
  id: Generated<number>;
  conversation_id: number;
  name: string;
  owner_id: number;
  room_id: number | null;
  created_at: number;
}

export interface ChatBlocksTable {
  user_id: number;
  blocked_id: number;
  created_at: number;
}

export interface ChatReportsTable {
  id: Generated<number>;
  message_id: number;
  reporter_id: number;
  reason: string;
  created_at: number;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_groups: ChatGroupsTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
}
