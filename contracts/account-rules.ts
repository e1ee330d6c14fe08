import type validation from '../locales/en/validation.json';
import { MOBILE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from './account.ts';

/*
 * The seed's field rules, shared by the dialog (a warning next to the form) and the server
 * (`code 1`). Each check returns a message key of the `validation` namespace, or null.
 */

/** The leaf keys of a catalogue, dotted (`nickname.required`). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A rule's message: a key of the validation catalogue, so a misspelt key fails the typecheck. */
export type RuleKey = `validation:${Leaves<typeof validation>}`;

export type LoginType = 'code' | 'regiter' | 'forgot';

export interface LoginForm {
  country_code?: string;
  mobile?: string;
  password?: string;
  password2?: string;
  code?: string;
  invite?: string;
}

const DIGITS = /^\d+$/;

export function checkCountryCode(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:countryCode.required';
  return /^\d{1,4}$/.test(value) ? null : 'validation:countryCode.invalid';
}

/** Mobile: required (seed key `repair.i1`), digits, at most 11. */
export function checkMobile(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:repair.i1';
  if (value.length > MOBILE_MAX_LENGTH) return 'validation:mobile.tooLong';
  if (!DIGITS.test(value) || value.length < 5) return 'validation:mobile.invalid';
  return null;
}

export function checkPassword(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:password.required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'validation:password.tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'validation:password.tooLong';
  return null;
}

export function checkSmsCode(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:smsCode.required';
  if (value.length !== SMS_CODE_LENGTH || !DIGITS.test(value)) return 'validation:smsCode.invalid';
  return null;
}

export function checkInvite(value: string | undefined): RuleKey | null {
  if (!value) return null;
  return /^[A-Za-z0-9]{4,16}$/.test(value) ? null : 'validation:invite.invalid';
}

/** The dialog's rules per type, in the order the fields appear. */
export function checkLoginForm(type: LoginType, form: LoginForm): RuleKey | null {
  const mobile = checkCountryCode(form.country_code ?? '86') ?? checkMobile(form.mobile);
  if (mobile) return mobile;
  if (type === 'code') return form.password ? null : 'validation:password.required';
  const code = checkSmsCode(form.code);
  if (code) return code;
  const password = checkPassword(form.password);
  if (password) return password;
  if (form.password2 !== undefined && form.password2 !== form.password) return 'validation:password.mismatch';
  return type === 'regiter' ? checkInvite(form.invite) : null;
}

/** `86` + `13800138000` -> `86-13800138000` (the seed sends the country code, a dash, the number). */
export function joinMobile(countryCode: string, mobile: string): string {
  return `${countryCode}-${mobile}`;
}

/**
 * Splits, normalises and checks a `<code>-<number>` mobile as the server receives it. The country
 * code loses its international prefix (`+86`, `086`, `0086` are all `86`), so one phone is one key
 * for every limit, code and account.
 */
export function parseMobile(value: string): { countryCode: string; mobile: string } | RuleKey {
  const dash = value.indexOf('-');
  const rawCode = dash < 0 ? '86' : value.slice(0, dash);
  const mobile = dash < 0 ? value : value.slice(dash + 1);
  const invalid = checkCountryCode(rawCode.replace(/^\+/, ''));
  if (invalid) return invalid;
  const countryCode = rawCode.replace(/^\+/, '').replace(/^0+/, '');
  if (countryCode === '') return 'validation:countryCode.invalid';
  return checkMobile(mobile) ?? { countryCode, mobile };
}

/** Words as the seed counts them: each CJK character is a word, and so is each run of letters/digits. */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g)?.length ?? 0;
  const latin = text.replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g, ' ').match(/[\p{L}\p{N}]+/gu);
  return cjk + (latin?.length ?? 0);
}

/** Nickname: 2-20 characters, no control characters (shown as text everywhere). */
export function checkNickname(value: string | undefined): RuleKey | null {
  const v = value?.trim() ?? '';
  if (!v) return 'validation:nickname.required';
  if ([...v].length < 2 || [...v].length > 20) return 'validation:nickname.length';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return 'validation:nickname.invalid';
  return null;
}

export function checkRealName(value: string | undefined): RuleKey | null {
  const v = value?.trim() ?? '';
  if (!v) return 'validation:realName.required';
  if ([...v].length > 32) return 'validation:realName.tooLong';
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A mainland resident ID number: 18 characters, a real date of birth and the ISO 7064 checksum. */
export function isValidIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const born = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born.getTime() > Date.now()) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === id[17];
}

export function checkIdNumber(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:idNumber.required';
  return isValidIdNumber(value) ? null : 'validation:idNumber.invalid';
}

export function checkContact(type: string | undefined, value: string | undefined): RuleKey | null {
  if (!value) return 'validation:contact.required';
  if (type === 'qq') return /^[1-9]\d{4,11}$/.test(value) ? null : 'validation:contact.qq';
  if (type === 'wechat') return /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(value) ? null : 'validation:contact.wechat';
  if (type === 'phone') return checkMobile(value) ? 'validation:contact.phone' : null;
  return 'validation:contact.type';
}

export const ANCHOR_EXPERIENCE_MIN_WORDS = 15;
export const EXPERT_EXPERIENCE_MAX_WORDS = 200;

export interface AnchorApplicationForm {
  real_name?: string;
  id_number?: string;
  contact_type?: string;
  contact?: string;
  code?: string;
  inviter?: string;
  experience?: string;
}

/** Apply for anchor (`/member?type=7`): every rule of the seed. */
export function checkAnchorApplication(form: AnchorApplicationForm): RuleKey | null {
  return (
    checkRealName(form.real_name) ??
    checkIdNumber(form.id_number) ??
    checkContact(form.contact_type, form.contact) ??
    checkSmsCode(form.code) ??
    checkInvite(form.inviter) ??
    (countWords(form.experience ?? '') < ANCHOR_EXPERIENCE_MIN_WORDS ? 'validation:experience.tooShort' : null)
  );
}

export interface ExpertApplicationForm {
  real_name?: string;
  wechat?: string;
  experience?: string;
  analyst_code?: boolean | string;
}

export function checkExpertApplication(form: ExpertApplicationForm): RuleKey | null {
  return (
    checkRealName(form.real_name) ??
    checkContact('wechat', form.wechat) ??
    (!form.experience?.trim() ? 'validation:experience.required' : null) ??
    (countWords(form.experience ?? '') > EXPERT_EXPERIENCE_MAX_WORDS ? 'validation:experience.tooLong' : null) ??
    (form.analyst_code === true || form.analyst_code === 'true' || form.analyst_code === '1'
      ? null
      : 'validation:analystCode.required')
  );
}

/** Payment password: six digits. */
export function checkPaymentPassword(value: string | undefined): RuleKey | null {
  if (!value) return 'validation:paymentPassword.required';
  return /^\d{6}$/.test(value) ? null : 'validation:paymentPassword.invalid';
}

/** Positive whole diamonds up to a sane ceiling (the seed: amounts are required). */
export function checkAmount(value: number | string | undefined): RuleKey | null {
  if (value === undefined || value === '') return 'validation:amount.required';
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) return 'validation:amount.invalid';
  if (n > 100_000_000) return 'validation:amount.tooLarge';
  return null;
}
