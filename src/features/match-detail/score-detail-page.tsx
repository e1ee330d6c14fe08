import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HistoryDetail } from './history-detail.tsx';
import { LiveDetail } from './live-detail.tsx';
import './match-detail.css';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/score-detail`: `?id=<id>` is one of today's live matches (the id the score lists link with);
 * `?mid=<id>` is a match of the imported history (2024-25 and 2025-26 club seasons, World Cups, NBA).
 * The two id spaces are different tables, so the query says which one is meant.
 */
export function ScoreDetailPage() {
  const { t } = useTranslation('match');
  const [params] = useSearchParams();
  const live = parseId(params.get('id'));
  const history = parseId(params.get('mid'));
  return (
    <article className="stack match-detail">
      {live !== null ? (
        <LiveDetail key={`live-${live}`} id={live} />
      ) : history !== null ? (
        <HistoryDetail key={`mid-${history}`} mid={history} />
      ) : (
        <p role="alert">{t('page.missing')}</p>
      )}
    </article>
  );
}
