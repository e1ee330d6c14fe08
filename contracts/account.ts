/**
 * Accounts, wallet and rewards: the seed's call paths, the user info the app stores, and the
 * shapes of the member calls. Pure types and constants.
 */

export const ACCOUNT_PATHS = {
  login: 'user/login',
  /** Ours: log in with an SMS code (type 2) instead of the password; no slider check. */
  smsLogin: 'user/smsLogin',
  register: 'user/registered',
  getCode: 'user/getCode',
  forgotPassword: 'user/forgotPassword',
  loginQrcode: 'user/getLoginQrcode',
  /** Ours: the mobile confirm page reads and approves a QR login. */
  qrInfo: 'user/qrLoginInfo',
  qrScan: 'user/qrLoginScan',
  qrConfirm: 'user/qrLoginConfirm',
  /** Ours: a login the page got another way (the QR code's) becomes the browser's session cookie. */
  session: 'user/session',
  captcha: 'captcha/get',
  captchaVerify: 'captcha/verify',
  signOut: 'Member/SignOut',
  memberInfo: 'Member/info',
  userInfo: 'User/getUserInfo',
  updateInfo: 'member/updateInfo',
  avatarList: 'user/avatarList',
  verified: 'Member/verified',
  verifiedInfo: 'Member/getVerifiedInfo',
  paymentPassword: 'Member/paymentPassword',
  uploadToken: 'Member/getQiniuToken',
  touristAccount: 'Universal/imTouristAccount',
  kefuInfo: 'user/getKefuInfo',
  pushList: 'Push/getList',
} as const;

export const WALLET_PATHS = {
  bindBankCard: 'Bank_card/bind',
  bankCardInfo: 'Bank_card/getInfo',
  bindAliPay: 'Bank_card/bindAliPay',
  aliPayInfo: 'Bank_card/getAliPayInfo',
  applyForWithdrawal: 'Balance/applyForWithdrawal',
  withdrawalList: 'Balance/withdrawalList',
  conversionBalance: 'Balance/conversionBalance',
  chargeRules: 'chargerules/getList',
  payUrl: 'chargerules/payUrl',
  payChannels: 'pay/getPayChannelList',
  orderList: 'Order/getList',
  orderTypes: 'order/getTypeList',
  /** Ours: the sandbox payment page reads its order and posts the provider's callback. */
  sandboxOrder: 'pay/sandboxOrder',
  sandboxNotify: 'pay/sandboxNotify',
  /** Ours: the payer's own order, while the recharge panel waits for the provider. */
  orderStatus: 'pay/orderStatus',
  /** Ours: Alipay's asynchronous notification (form post, answered `success` in plain text). */
  alipayNotify: 'pay/alipayNotify',
} as const;

export const REWARD_PATHS = {
  signTaskList: 'Activity/pcSignTaskList',
  sign: 'Activity/task_handle_sign',
  userTaskList: 'Activity_Config/user_task_list',
  activityUrl: 'Activity_Config/getActivityUrl',
  /** Ours: the client reports a share (the share task). */
  taskShare: 'Activity/taskShare',
  goodsList: 'goods/goodsList',
  exchange: 'goods/exchange',
  exchangeRecords: 'goods/exchangeRecords',
  messageList: 'Member/messageList',
  messageRead: 'Member/messageRead',
  applyAnchor: 'Member/applyAnchor',
  applyExpert: 'Member/applyExpert',
  applicationStatus: 'Member/applicationStatus',
  /** Ours: a verification code to the caller's own mobile, for the anchor application. */
  sendApplyCode: 'Member/sendApplyCode',
  levelInfo: 'Member/levelInfo',
  persona: 'User/persona',
} as const;

/** Seed constants of the login dialog. */
export const MOBILE_MAX_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const SMS_COOLDOWN_S = 60;
export const DEFAULT_LOGIN_COUNTRY_CODE = '86';
export const DEVICE_TYPE = 'pc';

/** `user/getCode` types. */
export const SMS_PURPOSE = { register: 1, other: 2 } as const;

/** The seed's user info (stored locally as `userInfo`), plus the token. */
export interface UserInfo {
  token: string;
  id: number;
  userSig: string;
  user_nickname: string;
  avatar: string;
  exp_icon: string;
  /** Consumer wallet diamonds. */
  balance: number;
  is_anchor: 0 | 1;
}

/** `Member/info`: the user plus what the member centre shows. */
export interface MemberInfo extends Omit<UserInfo, 'token'> {
  mobile: string;
  signature: string;
  gender: 0 | 1 | 2;
  is_expert: 0 | 1;
  /** Income wallet diamonds (gifts received). */
  income: number;
  level: number;
  /** Wealth experience in points (1 diamond = 1 point, one decimal). */
  wealth_exp: number;
  next_level_exp: number | null;
  invite_code: string;
  verified: boolean;
  has_payment_password: boolean;
  unread_messages: number;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** `Universal/imTouristAccount`. */
export interface TouristAccount {
  id: string;
  sig: string;
}

/** `user/getLoginQrcode`: `img` is an SVG data URL of a QR code holding `url`. */
export interface LoginQrcode {
  code: string;
  img: string;
  url: string;
  expires_in: number;
}

/** The built-in slider captcha: drag the piece to the gap. Positions in px of a 300 x 150 image. */
export interface CaptchaChallenge {
  id: string;
  /** PNG data URLs: the scene with a gap, and the piece that fills it. */
  background: string;
  piece: string;
  width: number;
  height: number;
  piece_y: number;
  piece_size: number;
  /** A proof of work to solve (ALTCHA): the number `n` in 0..maxnumber with SHA-256(salt + n) = challenge. */
  pow: PowChallenge;
}

export interface PowChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface CaptchaAnswer {
  id: string;
  x: number;
  /** Pointer (or arrow-key) trail: [ms since the drag started, x]. */
  trail: [number, number][];
  /** The solved proof of work: base64 of `{algorithm, challenge, number, salt, signature}`. */
  pow?: string;
}

/** A pass from `captcha/verify`, spent by one `user/login` or `user/registered`. */
export interface CaptchaPass {
  captcha_pass: string;
}

/** `Activity/pcSignTaskList`. */
export interface SignDay {
  day: string;
  is_sign: 0 | 1;
  lz_num: number;
  today: boolean;
}

export interface DailyTask {
  code: TaskCode;
  img: string;
  task: string;
  lz_num: number;
  is_complete: 0 | 1;
  progress: number;
  target: number;
}

export interface SignTaskList {
  list: SignDay[];
  today: DailyTask[];
  is_sign: 0 | 1;
}

export type TaskCode = 'checkin' | 'watch' | 'barrage' | 'follow' | 'share';

/** `Activity/task_handle_sign`: the diamonds credited and the new balance. */
export interface SignResult {
  lz_num: number;
  balance: number;
}

/** `user/qrLoginInfo` (and the scan and confirm answers): the state the confirm page shows. */
export interface QrLoginInfo {
  state: 'waiting' | 'scanned' | 'confirmed' | 'expired';
  expires_in: number;
}

/** Diamond charge rule (`chargerules/getList`). */
export interface ChargeRule {
  id: number;
  diamonds: number;
  bonus: number;
  /** Price in fen (0.01 CNY). */
  price_fen: number;
}

export interface PayChannel {
  id: string;
  name: string;
}

export type ApplicationStatusName = 'none' | 'pending' | 'approved' | 'rejected';

/** What `Member/applicationStatus` answers. */
export interface ApplicationState {
  status: ApplicationStatusName;
  note: string;
  created_at: number | null;
  reviewed_at: number | null;
}

/** A page of records (orders, withdrawals, exchanges, messages). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
