import { ACCOUNT_PATHS, DEFAULT_LOGIN_COUNTRY_CODE, DEVICE_TYPE, SMS_PURPOSE } from '../../../contracts/account.ts';
import {
  checkCountryCode,
  checkLoginForm,
  checkMobile,
  checkSmsCode,
  joinMobile,
  type LoginType,
  type RuleKey,
} from '../../../contracts/account-rules.ts';
import type { ApiPath, InputAt } from '../../../contracts/route-table.ts';

/**
 * The phone form of the login dialog as plain data, so the rules, the remembered account and the
 * request each type sends are testable without a browser.
 */
export interface PhoneForm {
  country_code: string;
  mobile: string;
  password: string;
  password2: string;
  code: string;
  invite: string;
  remember: boolean;
}

/** How a login proves the phone: its password, or a code sent to it by SMS (the spec's two ways). */
export type LoginWay = 'password' | 'sms';

/** The inputs a form has, in the order a person meets them (the first refused one takes focus). */
export type FormField = 'countryCode' | 'mobile' | 'code' | 'password' | 'password2' | 'invite';

/** Seed localStorage key of "remember account". */
export const REMEMBER_KEY = 'account';

export interface RememberedAccount {
  country_code: string;
  mobile: string;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered phone, or null when nothing (or something unreadable) is stored. */
export function readRememberedAccount(storage: KeyStore): RememberedAccount | null {
  try {
    const parsed = JSON.parse(storage.getItem(REMEMBER_KEY) ?? 'null') as Partial<RememberedAccount> | null;
    if (!parsed || typeof parsed.mobile !== 'string') return null;
    const country = typeof parsed.country_code === 'string' ? parsed.country_code : DEFAULT_LOGIN_COUNTRY_CODE;
    return { country_code: country, mobile: parsed.mobile };
  } catch {
    return null;
  }
}

/** After a successful login: keep the phone when "remember account" is ticked, else forget it. */
export function saveRememberedAccount(storage: KeyStore, form: PhoneForm): void {
  if (form.remember) {
    storage.setItem(REMEMBER_KEY, JSON.stringify({ country_code: form.country_code, mobile: form.mobile }));
  } else {
    storage.removeItem(REMEMBER_KEY);
  }
}

/** A fresh form, prefilled with the remembered phone. */
export function initialForm(remembered: RememberedAccount | null): PhoneForm {
  return {
    country_code: remembered?.country_code ?? DEFAULT_LOGIN_COUNTRY_CODE,
    mobile: remembered?.mobile ?? '',
    password: '',
    password2: '',
    code: '',
    invite: '',
    remember: remembered !== null,
  };
}

/** Which inputs a type (and, for a login, its way) shows. */
export function fieldsOf(
  type: LoginType,
  way: LoginWay = 'password',
): { code: boolean; password: boolean; password2: boolean; invite: boolean } {
  const sms = type === 'code' && way === 'sms';
  return { code: type !== 'code' || sms, password: !sms, password2: type !== 'code', invite: type === 'regiter' };
}

/** The first broken rule (a `validation:` key) before anything is sent. */
export function validateForm(type: LoginType, form: PhoneForm, way: LoginWay = 'password'): RuleKey | null {
  if (type === 'code' && way === 'sms') return validateMobile(form) ?? checkSmsCode(form.code);
  const fields = fieldsOf(type);
  return checkLoginForm(type, {
    country_code: form.country_code,
    mobile: form.mobile,
    password: form.password,
    code: fields.code ? form.code : undefined,
    password2: fields.password2 ? form.password2 : undefined,
    invite: fields.invite ? form.invite : undefined,
  });
}

/** The input a broken rule is about: it takes focus with the message. */
export function fieldOfRule(rule: RuleKey): FormField {
  const [group] = rule.slice('validation:'.length).split('.');
  if (rule === 'validation:password.mismatch') return 'password2';
  switch (group) {
    case 'countryCode':
      return 'countryCode';
    case 'smsCode':
      return 'code';
    case 'password':
      return 'password';
    case 'invite':
      return 'invite';
    default:
      return 'mobile';
  }
}

/**
 * The input that takes focus after the server refused a submit: the secret just tried (the
 * password of a password login, the SMS code otherwise).
 */
export function fieldAfterRefusal(type: LoginType, way: LoginWay = 'password'): FormField {
  return type === 'code' && way === 'password' ? 'password' : 'code';
}

/** The rule for the "get code" button: only the phone matters. */
export function validateMobile(form: PhoneForm): RuleKey | null {
  return checkCountryCode(form.country_code) ?? checkMobile(form.mobile);
}

/** Password login and register pass the slider first; a reset and an SMS-code login go straight to the server. */
export function needsCaptcha(type: LoginType, way: LoginWay = 'password'): boolean {
  return type === 'regiter' || (type === 'code' && way === 'password');
}

/** `user/getCode` for this type: 1 to register, 2 otherwise. */
export function smsRequest(type: LoginType, form: PhoneForm): { mobile: string; type: number } {
  return {
    mobile: joinMobile(form.country_code, form.mobile),
    type: type === 'regiter' ? SMS_PURPOSE.register : SMS_PURPOSE.other,
  };
}

type Submit<P extends ApiPath> = { path: P; params: InputAt<P> };
/** The call a submit makes: path and body. */
export type SubmitRequest =
  | Submit<typeof ACCOUNT_PATHS.forgotPassword>
  | Submit<typeof ACCOUNT_PATHS.register>
  | Submit<typeof ACCOUNT_PATHS.login>
  | Submit<typeof ACCOUNT_PATHS.smsLogin>;

/** Builds the call of a submit from the form. */
export function submitRequest(
  type: LoginType,
  form: PhoneForm,
  captchaPass: string | null,
  way: LoginWay = 'password',
): SubmitRequest {
  const mobile = joinMobile(form.country_code, form.mobile);
  if (type === 'code' && way === 'sms') {
    return { path: ACCOUNT_PATHS.smsLogin, params: { mobile, code: form.code, device_type: DEVICE_TYPE } };
  }
  if (type === 'forgot') {
    return { path: ACCOUNT_PATHS.forgotPassword, params: { mobile, code: form.code, password: form.password } };
  }
  if (type === 'regiter') {
    return {
      path: ACCOUNT_PATHS.register,
      params: {
        mobile,
        code: form.code,
        password: form.password,
        invite: form.invite,
        device_type: DEVICE_TYPE,
        captcha_pass: captchaPass ?? '',
      },
    };
  }
  return {
    path: ACCOUNT_PATHS.login,
    params: { mobile, password: form.password, device_type: DEVICE_TYPE, captcha_pass: captchaPass ?? '' },
  };
}

/** After a reset: back to password login with the phone kept and the secrets cleared. */
export function afterReset(form: PhoneForm): PhoneForm {
  return { ...form, password: '', password2: '', code: '', invite: '' };
}
