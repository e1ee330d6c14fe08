import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  type CaptchaChallenge,
  type CaptchaPass,
  type LoginResult,
  type TouristAccount,
  type UserInfo,
} from '../account.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const text = (max: number) => z.string().max(max).optional();

/** Login, registration, SMS codes, the captcha and the session: entries of the route table (handlers in server/routes/auth-routes.ts). */
export const authRoutes = {
  captcha: defineRoute({
    path: ACCOUNT_PATHS.captcha,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<CaptchaChallenge>(),
  }),
  captchaVerify: defineRoute({
    path: ACCOUNT_PATHS.captchaVerify,
    methods: POST,
    login: false,
    params: z.object({
      id: z.string().max(64),
      x: z.coerce.number<number | string>(),
      trail: z.array(z.tuple([z.number(), z.number()])).max(2000),
      pow: z.string().max(2048).optional(),
    }),
    result: returns<CaptchaPass>(),
  }),
  getCode: defineRoute({
    path: ACCOUNT_PATHS.getCode,
    methods: POST,
    login: false,
    params: z.object({ mobile: text(24), type: z.coerce.number<number | string>().int().min(1).max(2).default(1) }),
    result: returns<{ cooldown: number }>(),
  }),
  register: defineRoute({
    path: ACCOUNT_PATHS.register,
    methods: POST,
    login: false,
    params: z.object({
      mobile: text(24),
      code: text(16),
      password: text(64),
      invite: text(32),
      device_type: text(16),
      captcha_pass: text(64),
    }),
    result: returns<LoginResult>(),
  }),
  login: defineRoute({
    path: ACCOUNT_PATHS.login,
    methods: POST,
    login: false,
    params: z.object({ mobile: text(24), password: text(64), device_type: text(16), captcha_pass: text(64) }),
    result: returns<LoginResult>(),
  }),
  smsLogin: defineRoute({
    path: ACCOUNT_PATHS.smsLogin,
    methods: POST,
    login: false,
    params: z.object({ mobile: text(24), code: text(16), device_type: text(16) }),
    result: returns<LoginResult>(),
  }),
  forgotPassword: defineRoute({
    path: ACCOUNT_PATHS.forgotPassword,
    methods: POST,
    login: false,
    params: z.object({ mobile: text(24), code: text(16), password: text(64) }),
    result: returns<{ reset: boolean }>(),
  }),
  signOut: defineRoute({
    path: ACCOUNT_PATHS.signOut,
    methods: POST,
    login: false,
    params: z.object({}),
    result: returns<{ signed_out: boolean }>(),
  }),
  session: defineRoute({
    path: ACCOUNT_PATHS.session,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<LoginResult>(),
  }),
  userInfo: defineRoute({
    path: ACCOUNT_PATHS.userInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<UserInfo>(),
  }),
  avatarList: defineRoute({
    path: ACCOUNT_PATHS.avatarList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<string[]>(),
  }),
  touristAccount: defineRoute({
    path: ACCOUNT_PATHS.touristAccount,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<TouristAccount>(),
  }),
};
