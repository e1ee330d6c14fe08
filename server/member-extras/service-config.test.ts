import { describe, expect, it } from 'vitest';
import { activityLinkOf, customerServiceOf, DEFAULT_CUSTOMER_SERVICE } from './service-config.ts';

describe('customer service and activity settings', () => {
  it('has an email and opening hours, and no invented QQ, WeChat or phone, unless told', () => {
    expect(customerServiceOf({})).toEqual(DEFAULT_CUSTOMER_SERVICE);
    expect(DEFAULT_CUSTOMER_SERVICE).toMatchObject({ qq: '', wechat: '', phone: '', hours: '09:00-21:00' });
    expect(activityLinkOf({})).toEqual({ url: '/member?type=12', internal: true });
  });

  it('takes what the environment says', () => {
    expect(
      customerServiceOf({
        KEFU_QQ: '800123456',
        KEFU_WECHAT: 'live_help',
        KEFU_EMAIL: 'help@live.example.com',
        KEFU_PHONE: '+86 400-800-1234',
        KEFU_HOURS: '10:00-22:30',
        KEFU_TIME_ZONE: 'UTC+7',
      }),
    ).toEqual({
      qq: '800123456',
      wechat: 'live_help',
      email: 'help@live.example.com',
      phone: '+86 400-800-1234',
      hours: '10:00-22:30',
      time_zone: 'UTC+7',
    });
    expect(activityLinkOf({ ACTIVITY_URL: 'https://promo.example.com/cup' })).toEqual({
      url: 'https://promo.example.com/cup',
      internal: false,
    });
  });

  it.each([
    ['KEFU_QQ', 'abc'],
    ['KEFU_WECHAT', '1'],
    ['KEFU_EMAIL', 'not-an-email'],
    ['KEFU_PHONE', 'call us'],
    ['KEFU_HOURS', '9-21'],
    ['KEFU_TIME_ZONE', 'Beijing'],
  ])('refuses a broken %s at start-up', (name, value) => {
    expect(() => customerServiceOf({ [name]: value })).toThrow(name);
  });

  it('refuses an activity link that is neither a path here nor http(s)', () => {
    expect(() => activityLinkOf({ ACTIVITY_URL: 'javascript:alert(1)' })).toThrow('ACTIVITY_URL');
    expect(() => activityLinkOf({ ACTIVITY_URL: '//evil.example.com' })).toThrow('ACTIVITY_URL');
  });
});
