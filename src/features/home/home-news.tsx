import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NEWS_ALL, NEWS_PATHS } from '../../../contracts/news.ts';
import { currentLang } from '../../lib/i18n.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';

/** How many reports the home page shows; /news has the rest. */
const HOME_NEWS = 5;

/** The newest match reports on the home page, linking to /news; hidden until there are some. */
export function HomeNews() {
  const { t } = useTranslation('home');
  const lang = currentLang();
  const answer = useQuery(
    apiQuery(
      NEWS_PATHS.list,
      { category: NEWS_ALL, page: 1, page_size: HOME_NEWS, lang },
      { staleTime: STALE_MS.standard },
    ),
  );
  const list = answer.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="surface" aria-labelledby="home-news">
      <div className="spread">
        <h2 id="home-news">{t('news')}</h2>
        <Link to={routeHref({ name: 'news' })}>{t('allNews')}</Link>
      </div>
      <ul className="stack">
        {list.map((item) => (
          <li key={item.id}>
            <Link to={routeHref({ name: 'detail' }, { id: item.id })}>{item.headline}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
