import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { DYNAMIC_PATHS, type Dynamic } from '../../../../contracts/dynamics.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { DynamicCompose } from './dynamic-compose.tsx';
import { useAction } from './use-action.ts';

const PAGE = 10;

function OwnPost(props: { dynamic: Dynamic; now: number; busy: boolean; onDelete(): void }) {
  const { t, i18n } = useTranslation('anchor-centre');
  const [confirming, setConfirming] = useState(false);
  const { dynamic } = props;
  return (
    <li className="centre-dynamic" aria-label={t('dynamics.postLabel', { id: dynamic.id })}>
      <div className="muted">{relativeTime(dynamic.created_at, props.now, i18n.language)}</div>
      {dynamic.content && <p className="centre-dynamic-text">{dynamic.content}</p>}
      {dynamic.images.length > 0 && (
        <div className="row centre-dynamic-thumbs">
          {dynamic.images.map((src, i) => (
            <img key={src} src={src} alt={t('dynamics.imageAlt', { n: i + 1 })} loading="lazy" />
          ))}
        </div>
      )}
      <div className="row muted">
        <span>{t('dynamics.likes', { n: dynamic.likes })}</span>
        <span>{t('dynamics.comments', { n: dynamic.comments })}</span>
        <Button
          type="button"
          outlined
          disabled={props.busy}
          onClick={() => setConfirming(true)}
          label={t('dynamics.delete')}
        />
        <ConfirmDialog
          visible={confirming}
          onHide={() => setConfirming(false)}
          header={t('dynamics.delete')}
          message={t('dynamics.deleteConfirm')}
          acceptLabel={t('dynamics.deleteYes')}
          rejectLabel={t('dynamics.deleteNo')}
          accept={props.onDelete}
        />
      </div>
    </li>
  );
}

/** The anchor's dynamics: writing a post and their own posts with counts and delete. */
export function DynamicsPanel() {
  const { t } = useTranslation('anchor-centre');
  const [page, setPage] = useState(1);
  const list = useQuery(memberQuery(DYNAMIC_PATHS.userPostList, { page, limit: PAGE }));
  const action = useAction();
  // Times are told relative to when the panel opened.
  const [now] = useState(() => Date.now());

  const remove = (id: number) =>
    void action.run(async () => {
      await callRoute('POST', DYNAMIC_PATHS.deletePost, { id }, { quiet: true });
      void list.refetch();
      return t('dynamics.deleted');
    });

  return (
    <>
      <DynamicCompose
        onPosted={() => {
          setPage(1);
          void list.refetch();
        }}
      />
      <section className="surface stack centre-panel" aria-labelledby="centre-dynamics-mine">
        <h2 id="centre-dynamics-mine">{t('dynamics.mine')}</h2>
        {action.message && (
          <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
            {action.message.text}
          </p>
        )}
        {list.error && <p className="error-text">{list.error.message}</p>}
        {list.data && list.data.list.length === 0 && <p className="muted">{t('dynamics.none')}</p>}
        {list.data && list.data.list.length > 0 && (
          <ul className="centre-dynamics">
            {list.data.list.map((d) => (
              <OwnPost key={d.id} dynamic={d} now={now} busy={action.busy} onDelete={() => remove(d.id)} />
            ))}
          </ul>
        )}
        <ListPaginator page={page} total={list.data?.total ?? 0} pageSize={PAGE} onPage={setPage} />
      </section>
    </>
  );
}
