import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('Tencent Cloud IM configuration', () => {
  it('is off unless both the app id and the secret are set', () => {
    expect(loadConfig({}).tencentIm).toBeNull();
    expect(() => loadConfig({ TENCENT_IM_SDKAPPID: '1400000000' })).toThrow(/both TENCENT_IM_SDKAPPID/);
    expect(() => loadConfig({ TENCENT_IM_SECRET: 'x'.repeat(32) })).toThrow(/both TENCENT_IM_SDKAPPID/);
  });

  it('takes a numeric app id and a key of some length', () => {
    const secret = 'k'.repeat(64);
    expect(loadConfig({ TENCENT_IM_SDKAPPID: '1400000000', TENCENT_IM_SECRET: secret }).tencentIm).toEqual({
      sdkAppId: 1400000000,
      secret,
    });
    expect(() => loadConfig({ TENCENT_IM_SDKAPPID: 'abc', TENCENT_IM_SECRET: secret })).toThrow(/numeric SDKAppID/);
    expect(() => loadConfig({ TENCENT_IM_SDKAPPID: '99999999999', TENCENT_IM_SECRET: secret })).toThrow(
      /numeric SDKAppID/,
    );
    expect(() => loadConfig({ TENCENT_IM_SDKAPPID: '1400000000', TENCENT_IM_SECRET: 'short' })).toThrow(/app key/);
  });
});
