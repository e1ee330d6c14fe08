import { StarIcon } from 'primereact/icons/star';
import { LinkIcon, ThumbsUpIcon } from '../../ui/icons.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { categoryKeysOf, VIDEO_LIBRARY_PATHS, type VideoReaction } from '../../../contracts/video-library.ts';
import { VIDEO_PATHS, type Video } from '../../../contracts/videos.ts';
import { currentLang } from '../../lib/i18n.ts';
import { dateFormat } from '../../lib/locale-format.ts';
import { apiMutation, apiQuery } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { CommentsPanel } from '../../ui/comments/comments-panel.tsx';
import { roomHref } from '../../ui/room-card.tsx';
import { useVideoTitle, VideoCard } from '../../ui/video-card.tsx';
import { useCategoryLabel } from './video-categories.ts';
import { VideoPlayer } from '../../ui/video-player/recorded-video.tsx';
import './videos.css';

const NEXT_COUNT = 8;

/** Like, favourite and share: pressed buttons for the caller's own marks, counts from the server. */
function Reactions({ video, onChange }: { video: Video; onChange(next: Partial<Video>): void }) {
  const { t } = useTranslation('video-library');
  const [copied, setCopied] = useState(false);
  const applied = (kind: 'liked' | 'favorited') => (r: VideoReaction) =>
    onChange({ [kind]: r.on, likes: r.likes, favorites: r.favorites });
  const like = useMutation({ ...apiMutation(VIDEO_LIBRARY_PATHS.likes, { loud: true }), onSuccess: applied('liked') });
  const favorite = useMutation({
    ...apiMutation(VIDEO_LIBRARY_PATHS.favorites, { loud: true }),
    onSuccess: applied('favorited'),
  });
  const copy = async () => {
    await navigator.clipboard.writeText(window.location.href).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="row">
      <Button
        type="button"
        icon={<ThumbsUpIcon />}
        outlined={!video.liked}
        aria-pressed={video.liked}
        disabled={like.isPending}
        label={`${video.liked ? t('player.liked') : t('player.like')} ${video.likes}`}
        onClick={() => like.mutate({ id: video.id, like: video.liked ? 0 : 1 })}
      />
      <Button
        type="button"
        icon={<StarIcon />}
        outlined={!video.favorited}
        aria-pressed={video.favorited}
        disabled={favorite.isPending}
        label={`${video.favorited ? t('player.favorited') : t('player.favorite')} ${video.favorites}`}
        onClick={() => favorite.mutate({ id: video.id, favorite: video.favorited ? 0 : 1 })}
      />
      <Button type="button" text icon={<LinkIcon />} label={t('player.share')} onClick={() => void copy()} />
      {copied ? <span role="status">{t('player.copied')}</span> : null}
    </div>
  );
}

/** `/video-player?id=`: one video, its like, favourite and share, its categories, comments and what to watch next. */
export function VideoPlayerPage() {
  const { t } = useTranslation('video-library');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const client = useQueryClient();
  const infoQuery = apiQuery(VIDEO_PATHS.info, valid ? { id } : null, { personal: true });
  const info = useQuery(infoQuery);
  const next = useQuery(apiQuery(VIDEO_LIBRARY_PATHS.recommend, valid ? { id, limit: NEXT_COUNT } : null));
  const title = useVideoTitle();
  const label = useCategoryLabel();
  const when = dateFormat(currentLang(), 'dateTime');
  const video = info.data;

  const patch = (change: Partial<Video>) =>
    client.setQueryData(infoQuery.queryKey, (old: Video | undefined) => (old ? { ...old, ...change } : old));

  if (!valid) return <p className="muted">{t('player.missing')}</p>;
  if (info.error && !video) return <p role="alert">{info.error.message}</p>;
  if (!video) return <p role="status">{t('list.loading')}</p>;
  const categories = categoryKeysOf(video).map((key) => ({
    key,
    names:
      key === `anchor:${video.author.id}`
        ? { zh: video.author.nickname, en: video.author.nickname, vi: video.author.nickname }
        : (video.league ?? { zh: '', en: '', vi: '' }),
  }));

  return (
    <div className="video-player-page">
      <article className="stack">
        <VideoPlayer
          key={video.id}
          video={video}
          label={t('player.label', { title: title(video) })}
          testId="video-player"
          className="stack"
          onViews={(views) => patch({ views })}
        />
        <h1>{title(video)}</h1>
        <p className="muted">
          {t('player.meta', { views: video.views, likes: video.likes, favorites: video.favorites })} ·{' '}
          {t('player.posted', { date: when.format(video.created_at * 1000) })}
        </p>
        <Reactions video={video} onChange={patch} />
        <p className="row">
          <span>{video.author.nickname}</span>
          {video.room_id !== null ? <Link to={roomHref(video.room_id)}>{t('player.room')}</Link> : null}
        </p>
        <nav className="video-chips" aria-label={t('player.categories')}>
          {categories.map((c) => (
            <Link key={c.key} className="p-tag" to={routeHref({ name: 'videoList' }, { category: c.key })}>
              {label(c)}
            </Link>
          ))}
        </nav>
        <CommentsPanel key={video.id} kind="video" subjectId={video.id} heading />
      </article>
      <aside className="stack" aria-labelledby="video-next">
        <h2 id="video-next">{t('player.next')}</h2>
        {next.data && next.data.length === 0 ? <p className="muted">{t('player.nextEmpty')}</p> : null}
        <ul className="stack" aria-labelledby="video-next">
          {next.data?.map((v) => (
            <li key={v.id}>
              <VideoCard video={v} />
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
