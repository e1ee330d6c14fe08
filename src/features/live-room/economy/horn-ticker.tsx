import { useEffect, useReducer } from 'react';
import './economy.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ECONOMY_PATHS, type Horn } from '../../../../contracts/room-economy.ts';
import { whileMounted } from '../../../lib/engine.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { routeHref } from '../../../ui/open-in-new-tab.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { emptyHornQueue, enqueueHorn, finishHorn, historyToPlay, type HornQueue } from './horn-queue.ts';

/** With reduced motion a horn stands still this long instead of scrolling. */
const HORN_STILL_MS = 6_000;
/** Scrolling speed: the animation lasts this long per character, within bounds. */
const MS_PER_CHAR = 180;

type Action = { type: 'add'; horns: Horn[] } | { type: 'done'; id: number };

function reduce(queue: HornQueue, action: Action): HornQueue {
  if (action.type === 'add') return action.horns.reduce(enqueueHorn, queue);
  // Only the horn that is showing may end itself (a late animationend must not skip the next).
  return queue.current?.id === action.id ? finishHorn(queue) : queue;
}

/** The site-wide horn: one line scrolls at a time; new horns wait their turn. */
export function HornTicker() {
  const { t } = useTranslation('live-economy');
  const [queue, dispatch] = useReducer(reduce, emptyHornQueue);
  const history = useQuery(apiQuery(ECONOMY_PATHS.hornList, {}, { personal: true }));
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (history.data) dispatch({ type: 'add', horns: historyToPlay(history.data) });
  }, [history.data]);

  useEffect(() => {
    return whileMounted((engine) =>
      engine.onNotice((notice) => {
        if (notice.type === 'horn') dispatch({ type: 'add', horns: [notice.horn] });
      }),
    );
  }, []);

  const current = queue.current;
  const duration = current ? Math.min(30_000, Math.max(8_000, (current.text.length + 20) * MS_PER_CHAR)) : 0;
  useEffect(() => {
    if (!current) return;
    // Also the fallback when the animation never ends (a background tab, styles not loaded).
    const timer = setTimeout(
      () => dispatch({ type: 'done', id: current.id }),
      still ? HORN_STILL_MS : duration + 1_000,
    );
    return () => clearTimeout(timer);
  }, [current, still, duration]);

  if (!current) return null;
  return (
    <div className={`eco-horn${still ? ' still' : ''}`} role="marquee" aria-label={t('horn.ticker')}>
      <span className="eco-horn-icon" aria-hidden="true">
        📣
      </span>
      <div className="eco-horn-window">
        <Link
          key={current.id}
          to={routeHref('/live', { id: current.room_id })}
          className="eco-horn-line"
          data-testid="horn-line"
          style={{ animationDuration: `${duration}ms` }}
          onAnimationEnd={() => dispatch({ type: 'done', id: current.id })}
        >
          <strong>{current.user.nickname}</strong>
          {t('horn.says')}
          {current.text}
        </Link>
      </div>
    </div>
  );
}
