import { checkContact } from '../../contracts/account-rules.ts';
import { linkKind, type ActivityLink, type CustomerService } from '../../contracts/member-extras.ts';

/**
 * Customer service (`user/getKefuInfo`) and the activity page (`Activity_Config/getActivityUrl`)
 * from the environment, checked at start-up so a typo stops the server instead of showing users
 * a broken contact:
 * `KEFU_QQ`, `KEFU_WECHAT`, `KEFU_EMAIL`, `KEFU_PHONE`, `KEFU_HOURS` (`HH:MM-HH:MM`),
 * `KEFU_TIME_ZONE` (`UTC+8`) and `ACTIVITY_URL` (a path of this site or an http(s) URL).
 */

export const DEFAULT_CUSTOMER_SERVICE: CustomerService = {
  qq: '',
  wechat: '',
  email: 'support@example.com',
  phone: '',
  hours: '09:00-21:00',
  time_zone: 'UTC+8',
};

/** The task centre (check-in and daily tasks): the activity that always runs. */
export const DEFAULT_ACTIVITY_URL = '/member?type=12';

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;
const TIME_ZONE = /^UTC([+-](1[0-4]|\d)(:[0-5]\d)?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d -]{5,20}$/;

function checked(name: string, value: string | undefined, valid: (v: string) => boolean, fallback: string): string {
  const v = value?.trim() ?? '';
  if (v === '') return fallback;
  if (!valid(v)) throw new Error(`${name} is not valid: "${v}"`);
  return v;
}

export function customerServiceOf(env: NodeJS.ProcessEnv): CustomerService {
  const d = DEFAULT_CUSTOMER_SERVICE;
  return {
    qq: checked('KEFU_QQ', env.KEFU_QQ, (v) => checkContact('qq', v) === null, d.qq),
    wechat: checked('KEFU_WECHAT', env.KEFU_WECHAT, (v) => checkContact('wechat', v) === null, d.wechat),
    email: checked('KEFU_EMAIL', env.KEFU_EMAIL, (v) => EMAIL.test(v) && v.length <= 100, d.email),
    phone: checked('KEFU_PHONE', env.KEFU_PHONE, (v) => PHONE.test(v), d.phone),
    hours: checked('KEFU_HOURS', env.KEFU_HOURS, (v) => HOURS.test(v), d.hours),
    time_zone: checked('KEFU_TIME_ZONE', env.KEFU_TIME_ZONE, (v) => TIME_ZONE.test(v), d.time_zone),
  };
}

export function activityLinkOf(env: NodeJS.ProcessEnv): ActivityLink {
  const url = checked('ACTIVITY_URL', env.ACTIVITY_URL, (v) => linkKind(v) !== null, DEFAULT_ACTIVITY_URL);
  return { url, internal: linkKind(url) === 'internal' };
}
