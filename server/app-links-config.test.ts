import { describe, expect, it } from 'vitest';
import { DEFAULT_STREAMING_TOOL_URL, loadConfig } from './config.ts';

describe('download page links', () => {
  it('has no store pages and OBS as the streaming tool unless told', () => {
    expect(loadConfig({}).appLinks).toEqual({ android: '', ios: '', streamingTool: DEFAULT_STREAMING_TOOL_URL });
  });

  it('takes absolute http(s) links and refuses anything else at start-up', () => {
    const config = loadConfig({
      APP_ANDROID_URL: 'https://play.example.com/store/apps/details?id=hub',
      APP_IOS_URL: 'https://apps.example.com/app/id1',
      STREAMING_TOOL_URL: 'https://tools.example.com/obs',
    });
    expect(config.appLinks).toEqual({
      android: 'https://play.example.com/store/apps/details?id=hub',
      ios: 'https://apps.example.com/app/id1',
      streamingTool: 'https://tools.example.com/obs',
    });
    expect(() => loadConfig({ APP_ANDROID_URL: 'javascript:alert(1)' })).toThrow(/APP_ANDROID_URL/);
    expect(() => loadConfig({ APP_IOS_URL: '/relative' })).toThrow(/APP_IOS_URL/);
  });
});
