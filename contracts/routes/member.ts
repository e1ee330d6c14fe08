import { z } from 'zod';
import { ACCOUNT_PATHS, type MemberInfo, type Page, REWARD_PATHS } from '../account.ts';
import {
  type LevelInfo,
  type MemberMessage,
  type PersonaInfo,
  type UploadGrant,
  type VerifiedInfo,
} from '../member.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** The member centre: profile, real name, messages, level, persona: entries of the route table (handlers in server/routes/member-routes.ts). */
export const memberRoutes = {
  memberInfo: defineRoute({
    path: ACCOUNT_PATHS.memberInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<MemberInfo>(),
  }),
  updateInfo: defineRoute({
    path: ACCOUNT_PATHS.updateInfo,
    methods: POST,
    login: true,
    params: z.object({
      nickname: z.string().max(200).optional(),
      avatar: z.string().max(300).optional(),
      signature: z.string().max(2000).optional(),
      gender: z.coerce.number<number | string>().int().min(0).max(2).optional(),
    }),
    result: returns<MemberInfo>(),
  }),
  uploadToken: defineRoute({
    path: ACCOUNT_PATHS.uploadToken,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<UploadGrant>(),
  }),
  verified: defineRoute({
    path: ACCOUNT_PATHS.verified,
    methods: POST,
    login: true,
    params: z.object({ real_name: z.string().max(200).optional(), id_number: z.string().max(64).optional() }),
    result: returns<VerifiedInfo>(),
  }),
  verifiedInfo: defineRoute({
    path: ACCOUNT_PATHS.verifiedInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<VerifiedInfo>(),
  }),
  messageList: defineRoute({
    path: REWARD_PATHS.messageList,
    methods: GET_POST,
    login: true,
    params: z.object({ page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1) }),
    result: returns<Page<MemberMessage>>(),
  }),
  messageRead: defineRoute({
    path: REWARD_PATHS.messageRead,
    methods: POST,
    login: true,
    params: z.object({ id }),
    result: returns<{ read: boolean }>(),
  }),
  levelInfo: defineRoute({
    path: REWARD_PATHS.levelInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<LevelInfo>(),
  }),
  persona: defineRoute({
    path: REWARD_PATHS.persona,
    methods: GET_POST,
    login: false,
    params: z.object({ id }),
    result: returns<PersonaInfo>(),
  }),
};
