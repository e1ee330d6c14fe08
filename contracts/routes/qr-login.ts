import { z } from 'zod';
import { ACCOUNT_PATHS, type LoginQrcode, type QrLoginInfo } from '../account.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const codeParam = z.object({ code: z.string().min(1).max(64) });

/** QR code login: entries of the route table (handlers in server/routes/qr-login-routes.ts). */
export const qrLoginRoutes = {
  loginQrcode: defineRoute({
    path: ACCOUNT_PATHS.loginQrcode,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<LoginQrcode>(),
  }),
  qrInfo: defineRoute({
    path: ACCOUNT_PATHS.qrInfo,
    methods: GET_POST,
    login: false,
    params: codeParam,
    result: returns<QrLoginInfo>(),
  }),
  qrScan: defineRoute({
    path: ACCOUNT_PATHS.qrScan,
    methods: POST,
    login: true,
    params: codeParam,
    result: returns<QrLoginInfo>(),
  }),
  qrConfirm: defineRoute({
    path: ACCOUNT_PATHS.qrConfirm,
    methods: POST,
    login: true,
    params: codeParam,
    result: returns<QrLoginInfo>(),
  }),
};
