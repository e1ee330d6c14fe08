import { useTranslation } from 'react-i18next';
import { parseCategoryKey, type VideoCategory } from '../../../contracts/video-library.ts';
import { currentLang } from '../../lib/i18n.ts';

/**
 * A category's name in the page's language: sports and kinds are the app's words, leagues and
 * anchors carry their own names; a key the lists do not know yet shows as itself.
 */
export function useCategoryLabel(): (category: Pick<VideoCategory, 'key' | 'names'>) => string {
  const { t } = useTranslation('video-library');
  const lang = currentLang();
  return ({ key, names }) => {
    const parsed = parseCategoryKey(key);
    if (!parsed) return key;
    const { group, value } = parsed;
    if (group === 'kind') return t(`kind.${value as 'broadcast' | 'highlight' | 'upload'}`);
    if (group === 'sport') {
      const known = ['football', 'basketball', 'esports', 'other'] as const;
      return (known as readonly string[]).includes(value) ? t(`sport.${value as (typeof known)[number]}`) : value;
    }
    return names[lang] || names.zh || names.en || key;
  };
}
