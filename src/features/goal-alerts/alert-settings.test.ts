import { describe, expect, it } from 'vitest';
import { readAlertSettings } from './alert-settings.ts';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('alert settings', () => {
  it('pops up goals and red cards, silently, by default', () => {
    expect(readAlertSettings(storage({}))).toEqual({ goalPopup: true, red: true, voice: false });
  });

  it("reads the seed's gameSeting and immediately keys", () => {
    const values = {
      gameSeting: JSON.stringify({ red: false, voice: true, yellow: true }),
      immediately: JSON.stringify({ value1: false, value2: true, value3: false, value4: false }),
    };
    expect(readAlertSettings(storage(values))).toEqual({ goalPopup: false, red: false, voice: true });
  });

  it('keeps the default of a flag that is missing or not a boolean', () => {
    const values = { gameSeting: '{"voice":"loud"}', immediately: 'not json' };
    expect(readAlertSettings(storage(values))).toEqual({ goalPopup: true, red: true, voice: false });
  });
});
