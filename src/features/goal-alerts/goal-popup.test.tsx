import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { MatchAlert } from '../../../contracts/engine-api.ts';
import { dropAlert, minuteText, pushAlert } from './alert-stack.ts';
import { GoalPopup } from './goal-popup.tsx';

const alerts: unknown = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/alerts.json'), 'utf8'),
);
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { alerts: alerts as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

function alert(fields: Partial<MatchAlert> = {}): MatchAlert {
  return {
    key: '1:5',
    kind: 'goal',
    followed: false,
    desktop: false,
    match_id: 1,
    sport: 'football',
    iszhu: 1,
    match_str: '67',
    home_team_name_zh: '阿森纳',
    home_team_name_en: 'Arsenal',
    home_team_name_vi: 'Arsenal VI',
    away_team_name_zh: '切尔西',
    away_team_name_en: 'Chelsea',
    away_team_name_vi: 'Chelsea VI',
    home_score: 2,
    away_score: 1,
    ...fields,
  };
}

const render = (a: MatchAlert, lang: 'zh' | 'en' | 'vi' = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GoalPopup alert={a} lang={lang} onClose={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('goal pop-up', () => {
  it('highlights the home side when iszhu is 1, with minute and score', () => {
    const html = render(alert());
    expect(html).toContain('<mark class="ga-side">Arsenal</mark>');
    expect(html).toContain('<span>Chelsea</span>');
    expect(html).toContain('67&#x27;');
    expect(html).toContain('2 - 1');
    expect(html).toContain('aria-label="Goal for Arsenal, 67&#x27;: Arsenal 2 - 1 Chelsea"');
  });

  it('highlights the away side when iszhu is 0', () => {
    const html = render(alert({ iszhu: 0 }));
    expect(html).toContain('<mark class="ga-side">Chelsea</mark>');
    expect(html).toContain('<span>Arsenal</span>');
  });

  it('names the teams in the current language', () => {
    expect(render(alert(), 'vi')).toContain('Arsenal VI');
    expect(render(alert(), 'zh')).toContain('阿森纳');
  });

  it('renders team names as text, never as markup', () => {
    expect(render(alert({ home_team_name_en: '<img src=x onerror=alert(1)>' }))).not.toContain('<img');
  });

  it('says red card for a sending-off', () => {
    expect(render(alert({ kind: 'red' }))).toContain('Red card for Arsenal');
  });
});

describe('alert stack', () => {
  it('shows each event once, newest first, at most three', () => {
    let shown = pushAlert([], alert({ key: 'a' }));
    shown = pushAlert(shown, alert({ key: 'a' }));
    expect(shown.map((a) => a.key)).toEqual(['a']);
    for (const key of ['b', 'c', 'd']) shown = pushAlert(shown, alert({ key }));
    expect(shown.map((a) => a.key)).toEqual(['d', 'c', 'b']);
    expect(dropAlert(shown, 'c').map((a) => a.key)).toEqual(['d', 'b']);
  });

  it('pushes out the oldest pop-up the user is not holding, and the oldest when all are held', () => {
    let shown = ['a', 'b', 'c'].reduce((list, key) => pushAlert(list, alert({ key })), [] as MatchAlert[]);
    shown = pushAlert(shown, alert({ key: 'd' }), 3, new Set(['a']));
    expect(shown.map((a) => a.key)).toEqual(['d', 'c', 'a']);
    shown = pushAlert(shown, alert({ key: 'e' }), 3, new Set(['a', 'c', 'd']));
    expect(shown.map((a) => a.key)).toEqual(['e', 'd', 'c']);
  });

  it('adds the minute mark to football clocks only', () => {
    expect(minuteText('45+2')).toBe("45+2'");
    expect(minuteText('HT')).toBe('HT');
    expect(minuteText('Q3 04:31')).toBe('Q3 04:31');
  });
});
