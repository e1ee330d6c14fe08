import { useQuery } from '@tanstack/react-query';
import { Carousel } from 'primereact/carousel';
import { useTranslation } from 'react-i18next';
import { BANNER_PATHS, type Banner, type BannerPosition } from '../../contracts/banners.ts';
import { apiQuery, STALE_MS } from '../lib/query/api-query.ts';
import { useNow } from '../lib/use-now.ts';
import './banner-strip.css';

/** Whether a banner still shows at `nowMs` (a page left open takes it down at its end time). */
export function stillShowing(banner: Pick<Banner, 'ends_at'>, nowMs: number): boolean {
  return banner.ends_at === null || banner.ends_at * 1000 > nowMs;
}

function BannerLink({ banner, label }: { banner: Banner; label: string }) {
  const external = /^https?:/i.test(banner.url);
  return (
    <a
      className="banner-link"
      href={banner.url}
      aria-label={banner.title || label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      <img src={banner.image} alt="" loading="lazy" decoding="async" />
      {banner.title ? <span className="banner-title">{banner.title}</span> : null}
    </a>
  );
}

/**
 * The banners of a position, one at a time with arrows and dots when there are several; nothing
 * at all while there are none. Pages place it below their scores, never above them.
 */
export function BannerStrip({ position }: { position: BannerPosition }) {
  const { t } = useTranslation('banners');
  const answer = useQuery(apiQuery(BANNER_PATHS.banners, { position }, { staleTime: STALE_MS.eachView }));
  const now = useNow(30_000);
  const banners = (answer.data ?? []).filter((b) => stillShowing(b, now));
  if (banners.length === 0) return null;
  const label = t('label');
  return (
    <section className="banner-strip" aria-label={label} data-testid="banner-strip">
      {banners.length === 1 && banners[0] ? (
        <BannerLink banner={banners[0]} label={label} />
      ) : (
        <Carousel
          value={banners}
          numVisible={1}
          numScroll={1}
          circular
          itemTemplate={(banner: Banner) => <BannerLink banner={banner} label={label} />}
        />
      )}
    </section>
  );
}

/** One advertisement of a position (`banner/getAdvertisement`), marked as such; nothing when none. */
export function AdvertSlot({ position }: { position: BannerPosition }) {
  const { t } = useTranslation('banners');
  const answer = useQuery(apiQuery(BANNER_PATHS.advert, { position }, { staleTime: STALE_MS.eachView }));
  const now = useNow(30_000);
  const advert = answer.data;
  if (!advert || !stillShowing(advert, now)) return null;
  return (
    <aside className="advert-slot" aria-label={t('advert')} data-testid="advert-slot">
      <span className="advert-mark">{t('advert')}</span>
      <BannerLink banner={advert} label={t('advert')} />
    </aside>
  );
}
