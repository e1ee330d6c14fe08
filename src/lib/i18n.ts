import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '../../contracts/match.ts';

const LANG_KEY = 'lang';
const LANG_INDEX_KEY = 'langIndex';

// Only the chosen language's catalogues are fetched.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** The stored language (seed key `lang`), Chinese by default. */
export function currentLang(): Lang {
  const stored = localStorage.getItem(LANG_KEY);
  return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : 'zh';
}

/** Save the choice and reload, as the seed does. */
export function changeLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  localStorage.setItem(LANG_INDEX_KEY, String(LANGS.indexOf(lang)));
  location.reload();
}

export async function initI18n(): Promise<Lang> {
  const lang = currentLang();
  // Every namespace file of the language (locales/<lang>/<namespace>.json), fetched in parallel.
  const resources: Record<string, Record<string, unknown>> = {};
  const prefix = `../../locales/${lang}/`;
  await Promise.all(
    Object.entries(catalogues)
      .filter(([file]) => file.startsWith(prefix))
      .map(async ([file, load]) => {
        resources[file.slice(prefix.length, -'.json'.length)] = (await load()).default;
      }),
  );
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    // No vendor message in the visitor's console.
    showSupportNotice: false,
  });
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
  return lang;
}

/** `home_team_name_zh` / `_en` / `_vi` for the current language. */
export function localName<T extends string>(row: Record<`${T}_${Lang}`, string>, field: T, lang: Lang): string {
  return row[`${field}_${lang}`];
}
