import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ABOUT_DOCS, aboutDocOf } from '../../lib/about-docs.ts';
import { CustomerServiceList } from '../../ui/customer-service.tsx';

/**
 * `/about-user?type=`: user agreement, privacy, anchor and recharge agreements, about and contact
 * (with customer service as the server's settings give it).
 */
export function AboutPage() {
  const { t } = useTranslation('about');
  const [query] = useSearchParams();
  const doc = aboutDocOf(query.get('type'));
  const [first, ...rest] = Object.entries(t(`docs.${doc}.body`, { returnObjects: true }) as Record<string, string>);
  return (
    <div
      className="about-page"
      style={{ display: 'flex', gap: 24, maxWidth: 1100, margin: '20px auto', width: '100%' }}
    >
      <nav style={{ display: 'flex', flexDirection: 'column', gap: 10, flex: '0 0 180px', padding: '0 12px' }}>
        {ABOUT_DOCS.map((d, i) => (
          <Link key={d} to={`/about-user?type=${i + 1}`} aria-current={d === doc ? 'page' : undefined}>
            {t(`docs.${d}.title`)}
          </Link>
        ))}
      </nav>
      <article style={{ flex: 1, minWidth: 0, padding: '0 12px', lineHeight: 1.7 }}>
        <h1>{t(`docs.${doc}.title`)}</h1>
        {first && <p>{first[1]}</p>}
        {doc === 'contact' && <CustomerServiceList />}
        {rest.map(([key, text]) => (
          <p key={key}>{text}</p>
        ))}
      </article>
    </div>
  );
}
