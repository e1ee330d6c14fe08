import { describe, expect, it } from 'vitest';
import {
  afterReset,
  fieldAfterRefusal,
  fieldOfRule,
  fieldsOf,
  initialForm,
  needsCaptcha,
  readRememberedAccount,
  REMEMBER_KEY,
  saveRememberedAccount,
  smsRequest,
  submitRequest,
  validateForm,
  validateMobile,
  type PhoneForm,
} from './login-form-state.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const filled: PhoneForm = {
  country_code: '86',
  mobile: '13800138000',
  password: 'secret12',
  password2: 'secret12',
  code: '123456',
  invite: '',
  remember: false,
};

describe('login form state', () => {
  it('starts empty with 86, or prefilled from the remembered account', () => {
    expect(initialForm(null)).toMatchObject({ country_code: '86', mobile: '', remember: false });
    const storage = memoryStorage();
    saveRememberedAccount(storage, { ...filled, country_code: '84', remember: true });
    expect(initialForm(readRememberedAccount(storage))).toMatchObject({
      country_code: '84',
      mobile: '13800138000',
      remember: true,
    });
    saveRememberedAccount(storage, filled);
    expect(storage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('ignores an unreadable remembered account', () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBER_KEY, '{not json');
    expect(readRememberedAccount(storage)).toBeNull();
  });

  it('checks each rule in field order', () => {
    const cases: [Partial<PhoneForm>, string | null][] = [
      [{ mobile: '' }, 'validation:repair.i1'],
      [{ mobile: '1380013800a' }, 'validation:mobile.invalid'],
      [{ mobile: '138001380001' }, 'validation:mobile.tooLong'],
      [{ code: '' }, 'validation:smsCode.required'],
      [{ code: '12345' }, 'validation:smsCode.invalid'],
      [{ password: '' }, 'validation:password.required'],
      [{ password: '12345', password2: '12345' }, 'validation:password.tooShort'],
      [{ password2: 'other123' }, 'validation:password.mismatch'],
      [{ invite: '!!' }, 'validation:invite.invalid'],
      [{}, null],
    ];
    for (const [change, key] of cases) expect(validateForm('regiter', { ...filled, ...change }), String(key)).toBe(key);
  });

  it('asks only for phone and password to log in', () => {
    expect(validateForm('code', { ...filled, code: '', password2: 'x', invite: '!!' })).toBeNull();
    expect(validateForm('code', { ...filled, password: '' })).toBe('validation:password.required');
    expect(validateForm('forgot', { ...filled, invite: '!!' })).toBeNull();
    expect(validateMobile({ ...filled, mobile: '' })).toBe('validation:repair.i1');
  });

  it('builds the seed requests', () => {
    expect(smsRequest('regiter', filled)).toEqual({ mobile: '86-13800138000', type: 1 });
    expect(smsRequest('forgot', filled)).toEqual({ mobile: '86-13800138000', type: 2 });
    expect(submitRequest('code', filled, 'pass')).toEqual({
      path: 'user/login',
      params: { mobile: '86-13800138000', password: 'secret12', device_type: 'pc', captcha_pass: 'pass' },
    });
    expect(submitRequest('regiter', filled, 'p').params).toMatchObject({ code: '123456', captcha_pass: 'p' });
    expect(submitRequest('forgot', filled, null)).toEqual({
      path: 'user/forgotPassword',
      params: { mobile: '86-13800138000', code: '123456', password: 'secret12' },
    });
    expect(needsCaptcha('forgot')).toBe(false);
    expect(needsCaptcha('code')).toBe(true);
    expect(afterReset(filled)).toMatchObject({ mobile: '13800138000', password: '', code: '' });
  });

  it('logs in by SMS code: phone and code only, no slider, user/smsLogin', () => {
    expect(fieldsOf('code', 'sms')).toEqual({ code: true, password: false, password2: false, invite: false });
    expect(validateForm('code', { ...filled, password: '' }, 'sms')).toBeNull();
    expect(validateForm('code', { ...filled, mobile: '' }, 'sms')).toBe('validation:repair.i1');
    expect(validateForm('code', { ...filled, code: '' }, 'sms')).toBe('validation:smsCode.required');
    expect(validateForm('code', { ...filled, code: '12a456' }, 'sms')).toBe('validation:smsCode.invalid');
    expect(needsCaptcha('code', 'sms')).toBe(false);
    expect(smsRequest('code', filled)).toEqual({ mobile: '86-13800138000', type: 2 });
    expect(submitRequest('code', filled, null, 'sms')).toEqual({
      path: 'user/smsLogin',
      params: { mobile: '86-13800138000', code: '123456', device_type: 'pc' },
    });
  });

  it('names the field a refusal is about, for focus', () => {
    expect(fieldOfRule('validation:repair.i1')).toBe('mobile');
    expect(fieldOfRule('validation:mobile.invalid')).toBe('mobile');
    expect(fieldOfRule('validation:countryCode.invalid')).toBe('countryCode');
    expect(fieldOfRule('validation:smsCode.invalid')).toBe('code');
    expect(fieldOfRule('validation:password.tooShort')).toBe('password');
    expect(fieldOfRule('validation:password.mismatch')).toBe('password2');
    expect(fieldOfRule('validation:invite.invalid')).toBe('invite');
    expect(fieldAfterRefusal('code')).toBe('password');
    expect(fieldAfterRefusal('code', 'sms')).toBe('code');
    expect(fieldAfterRefusal('regiter')).toBe('code');
  });
});
