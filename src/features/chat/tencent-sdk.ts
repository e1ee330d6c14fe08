/**
 * The part of `@tencentcloud/chat` the adapter uses, typed here: the SDK's own declarations type
 * payloads as `any`, so the adapter reads them through these shapes and nowhere else.
 */

export interface SdkProfile {
  userID: string;
  nick?: string;
  avatar?: string;
}

export interface SdkImageInfo {
  /** 0 original, 1 big, 2 small (the thumbnail). */
  type: number;
  url: string;
  width: number;
  height: number;
}

export interface SdkMessage {
  ID: string;
  type: string;
  payload: {
    text?: string;
    imageInfoArray?: SdkImageInfo[];
    fileName?: string;
    fileSize?: number;
    fileUrl?: string;
    data?: string;
    description?: string;
  };
  conversationID: string;
  from: string;
  /** The SDK's sense: `out` sent by this user, `in` received. */
  flow: string;
  time: number;
  status: string;
  nick: string;
  avatar: string;
  isPeerRead: boolean;
  isRead?: boolean;
  sequence: number;
}

export interface SdkConversation {
  conversationID: string;
  type: string;
  unreadCount: number;
  lastMessage?: {
    type?: string;
    payload?: SdkMessage['payload'];
    lastTime?: number;
    fromAccount?: string;
  } | null;
  userProfile?: SdkProfile;
  groupProfile?: { groupID: string; name?: string; avatar?: string };
}

export interface SdkGroup {
  groupID: string;
  name: string;
  ownerID: string;
  memberCount?: number;
}

interface Answer<T> {
  data: T;
}

type Target = { to: string; conversationType: string };

/** One SDK instance (`TencentCloudChat.create({ SDKAppID })`). */
export interface SdkChat {
  login(options: { userID: string; userSig: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  getConversationList(): Promise<Answer<{ conversationList: SdkConversation[] }>>;
  getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Promise<Answer<{ messageList: SdkMessage[]; nextReqMessageID: string; isCompleted: boolean }>>;
  createTextMessage(options: Target & { payload: { text: string } }): SdkMessage;
  createImageMessage(options: Target & { payload: { file: File | Blob } }): SdkMessage;
  createFileMessage(options: Target & { payload: { file: File | Blob } }): SdkMessage;
  createCustomMessage(
    options: Target & { payload: { data: string; description: string; extension: string } },
  ): SdkMessage;
  sendMessage(message: SdkMessage): Promise<Answer<{ message: SdkMessage }>>;
  setMessageRead(options: { conversationID: string }): Promise<unknown>;
  updateMyProfile(options: { nick?: string; avatar?: string }): Promise<unknown>;
  createGroup(options: {
    name: string;
    type: string;
    groupID?: string;
    memberList: { userID: string }[];
  }): Promise<Answer<{ group: SdkGroup }>>;
  addGroupMember(options: { groupID: string; userIDList: string[] }): Promise<unknown>;
  joinGroup(options: { groupID: string }): Promise<unknown>;
  quitGroup(groupID: string): Promise<unknown>;
  dismissGroup(groupID: string): Promise<unknown>;
  getGroupList(): Promise<Answer<{ groupList: SdkGroup[] }>>;
  getGroupMemberList(options: {
    groupID: string;
    count: number;
    offset: number;
  }): Promise<Answer<{ memberList: SdkProfile[] }>>;
  getFriendList(): Promise<Answer<{ userID: string; profile?: SdkProfile }[]>>;
  getBlacklist(): Promise<Answer<string[]>>;
  addToBlacklist(options: { userIDList: string[] }): Promise<unknown>;
  removeFromBlacklist(options: { userIDList: string[] }): Promise<unknown>;
  on(event: string, handler: (event: { data: unknown }) => void): void;
  off(event: string, handler: (event: { data: unknown }) => void): void;
}

/** The SDK module's default export, as far as the adapter uses it. */
export interface SdkModule {
  create(options: { SDKAppID: number }): SdkChat;
  EVENT: Record<
    'SDK_READY' | 'SDK_NOT_READY' | 'MESSAGE_RECEIVED' | 'KICKED_OUT' | 'ERROR' | 'NET_STATE_CHANGE',
    string
  >;
  TYPES: Record<'CONV_C2C' | 'CONV_GROUP' | 'MSG_TEXT' | 'MSG_IMAGE' | 'MSG_FILE' | 'MSG_CUSTOM' | 'GRP_WORK', string>;
}
