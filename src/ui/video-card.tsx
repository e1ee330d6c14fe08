import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Video } from '../../contracts/videos.ts';
import { formatDuration } from '../lib/format-duration.ts';
import { currentLang } from '../lib/i18n.ts';
import { routeHref } from './open-in-new-tab.ts';
import { compactCount } from './room-card.tsx';
import './video-card.css';

/** Where a video plays: `/video-player?id=<id>`. */
export function videoHref(id: number): string {
  return routeHref({ name: 'videoPlayer' }, { id });
}

/**
 * A video's title in the page's language: a highlight clip names its goal from the team names
 * (the stored title is the Chinese one); others carry the title their author wrote.
 */
export function useVideoTitle(): (video: Video) => string {
  const { t } = useTranslation('video-library');
  const lang = currentLang();
  return (video) => {
    const goal = video.goal;
    if (!goal) return video.title;
    return t('card.highlight', {
      home: goal.home[lang] || goal.home.zh,
      away: goal.away[lang] || goal.away.zh,
      homeScore: goal.home_score,
      awayScore: goal.away_score,
      minute: goal.match_str,
    });
  };
}

/** A video in lists: cover (the author's avatar when none), kind, duration, title, author and views. Opens the player. */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslation('video-library');
  const title = useVideoTitle()(video);
  const lang = currentLang();
  return (
    <article className="video-card">
      <Link to={videoHref(video.id)} className="video-card-link">
        <span className="video-card-thumb">
          {video.cover ? (
            <img src={video.cover} alt="" loading="lazy" />
          ) : video.author.avatar ? (
            <img className="video-card-avatar" src={video.author.avatar} alt="" loading="lazy" />
          ) : null}
          <span className="video-card-badge">{t(`kind.${video.source}`)}</span>
          <span className="video-card-duration">{formatDuration(video.duration_s)}</span>
        </span>
        <span className="ellipsis video-card-title">{title}</span>
      </Link>
      <span className="muted ellipsis">
        {t('card.by', { name: video.author.nickname })} ·{' '}
        {t('card.views', { count: video.views, formatted: compactCount(video.views, lang) })}
      </span>
    </article>
  );
}
