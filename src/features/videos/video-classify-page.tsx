import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  VIDEO_LIBRARY_PATHS,
  parseCategoryKey,
  type VideoCategory,
  type VideoCategoryGroup,
} from '../../../contracts/video-library.ts';
import { apiKey, apiMutation, apiQuery } from '../../lib/query/api-query.ts';
import { useSnapshot } from 'valtio';
import { userState } from '../../lib/user-store.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { VideoCard } from '../../ui/video-card.tsx';
import { useCategoryLabel } from './video-categories.ts';
import './videos.css';

const PAGE_SIZE = 20;

/** One list of the menu: its categories as buttons, the one shown pressed; "all" loads the rest. */
function MenuList(props: {
  list: VideoCategory[];
  group: VideoCategoryGroup | 'mine';
  total: number;
  active: string;
  onPick(key: string): void;
}) {
  const { t } = useTranslation('video-library');
  const label = useCategoryLabel();
  const [all, setAll] = useState(false);
  const more = useQuery(
    apiQuery(VIDEO_LIBRARY_PATHS.allList, all && props.group !== 'mine' ? { group: props.group } : null),
  );
  const list = more.data ?? props.list;
  return (
    <div className="video-menu-list">
      {list.map((category) => (
        <Button
          key={category.key}
          type="button"
          text={props.active !== category.key}
          aria-pressed={props.active === category.key}
          label={`${label(category)} (${category.count})`}
          onClick={() => props.onPick(category.key)}
        />
      ))}
      {!all && props.total > props.list.length ? (
        <Button type="button" link label={t('classify.more', { count: props.total })} onClick={() => setAll(true)} />
      ) : null}
    </div>
  );
}

/** `/video-classify?category=`: a collapsible menu (my categories, then the first-level lists) beside the chosen list. */
export function VideoClassifyPage() {
  const { t } = useTranslation('video-library');
  const label = useCategoryLabel();
  const client = useQueryClient();
  const user = useSnapshot(userState);
  const loggedIn = user.user !== null;
  const [params, setParams] = useSearchParams();
  const raw = params.get('category') ?? '';
  const active = parseCategoryKey(raw) ? raw : '';
  const [page, setPage] = useState(1);
  const [note, setNote] = useState('');

  const groups = useQuery(apiQuery(VIDEO_LIBRARY_PATHS.classification, {}));
  const mine = useQuery(
    apiQuery(VIDEO_LIBRARY_PATHS.myClassification, loggedIn ? {} : null, { method: 'POST', personal: true }),
  );
  const list = useQuery({
    ...apiQuery(VIDEO_LIBRARY_PATHS.videoList, active ? { category: active, page, limit: PAGE_SIZE } : null),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    ...apiMutation(VIDEO_LIBRARY_PATHS.addMyClassification, { loud: true }),
    onSuccess: (next, sent) => {
      client.setQueryData(
        apiQuery(VIDEO_LIBRARY_PATHS.myClassification, {}, { method: 'POST', personal: true }).queryKey,
        next,
      );
      void client.invalidateQueries({ queryKey: apiKey(VIDEO_LIBRARY_PATHS.myClassification, true) });
      setNote(sent.add === 0 ? t('classify.removed') : t('classify.added'));
    },
  });

  const pick = (key: string) => {
    setPage(1);
    setNote('');
    setParams(() => new URLSearchParams({ category: key }));
  };
  const all = [...(groups.data ?? []).flatMap((g) => g.list), ...(mine.data ?? [])];
  const shown =
    all.find((c) => c.key === active) ?? (active ? { key: active, names: { zh: '', en: '', vi: '' } } : null);
  const isMine = (mine.data ?? []).some((c) => c.key === active);
  const menuIndexes = [0, ...(groups.data ?? []).map((_, i) => i + 1)];

  return (
    <section className="stack">
      <h1>{t('classify.title')}</h1>
      <div className="video-library">
        <nav aria-label={t('classify.menu')}>
          <Accordion multiple activeIndex={menuIndexes}>
            <AccordionTab header={t('group.mine')}>
              {!loggedIn ? <p className="muted">{t('classify.loginFirst')}</p> : null}
              {loggedIn && mine.data && mine.data.length === 0 ? (
                <p className="muted">{t('classify.mineEmpty')}</p>
              ) : null}
              {mine.data && mine.data.length > 0 ? (
                <MenuList list={mine.data} group="mine" total={mine.data.length} active={active} onPick={pick} />
              ) : null}
            </AccordionTab>
            {(groups.data ?? []).map((group) => (
              <AccordionTab key={group.group} header={t(`group.${group.group}`)}>
                <MenuList list={group.list} group={group.group} total={group.total} active={active} onPick={pick} />
              </AccordionTab>
            ))}
          </Accordion>
        </nav>
        <div className="stack">
          {shown ? (
            <div className="spread">
              <h2>{label(shown)}</h2>
              {loggedIn ? (
                <Button
                  type="button"
                  outlined={isMine}
                  disabled={change.isPending}
                  label={isMine ? t('classify.remove') : t('classify.add')}
                  onClick={() => change.mutate({ key: active, add: isMine ? 0 : 1 })}
                />
              ) : null}
            </div>
          ) : (
            <p className="muted">{t('classify.choose')}</p>
          )}
          {note ? <p role="status">{note}</p> : null}
          {shown && !list.data ? <p role="status">{t('list.loading')}</p> : null}
          {list.data && list.data.list.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
          {list.data && shown ? (
            <ul className="tiles" aria-label={label(shown)}>
              {list.data.list.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} />
                </li>
              ))}
            </ul>
          ) : null}
          {list.data && shown ? (
            <ListPaginator page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
