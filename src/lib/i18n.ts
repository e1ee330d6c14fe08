import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '../../contracts/match.ts';

const LANG_KEY = 'lang';
const LANG_INDEX_KEY = 'langIndex';

// Each catalogue (locales/<lang>/<namespace>.json) is its own small chunk, fetched when needed.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/**
 * What every page needs before it first renders: the shell's words, the kit's and the account
 * entry's. A page's own namespaces (the form rules' `validation` too) load with it:
 * `useTranslation` waits for them.
 */
const STARTUP_NAMESPACES = ['common', 'kit', 'account'] as const;

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

/** Loads a catalogue from its chunk. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogues[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(): Promise<Lang> {
  const lang = currentLang();
  await i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // No vendor message in the visitor's console.
      showSupportNotice: false,
    });
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
  return lang;
}

/** Makes sure namespaces are loaded (a route's title, a call's error texts); resolves when they are. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}
