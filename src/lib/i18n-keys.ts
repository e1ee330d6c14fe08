import i18next, { type ParseKeys, type TOptions } from 'i18next';
import type { Catalogues } from './i18n-catalogues.ts';

/** A catalogue's name (`locales/<lang>/<namespace>.json`). */
export type Namespace = keyof Catalogues;

/** A key of the default catalogue (`common`). */
export type CommonKey = ParseKeys<'common'>;

/** Any translation key: a key of `common`, or `namespace:key`. */
export type TranslationKey = ParseKeys<Namespace[]>;

/**
 * Translates a key of any catalogue, typed at the call (a route's title, a message key that may
 * live in another page's catalogue). The catalogue must be loaded (see `loadNamespaces`).
 */
export function translate(key: TranslationKey, options?: TOptions): string {
  return i18next.t(key as never, options as never) as unknown as string;
}
