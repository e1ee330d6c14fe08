import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CommentsPanel } from '../../ui/comments/comments-panel.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { readCommentQuery } from './comment-query.ts';

/** `/comment?type=news|video|post|dynamic&id=<subject>`: one subject's comments, paged, with replies. */
export function CommentPage() {
  const { t } = useTranslation('comments');
  const [params] = useSearchParams();
  const subject = readCommentQuery(params);
  if (!subject) {
    return (
      <section className="stack">
        <h1>{t('page.title')}</h1>
        <p role="alert">{t('page.badLink')}</p>
      </section>
    );
  }
  return (
    <section className="stack">
      <div className="spread">
        <h1>{t('page.title')}</h1>
        {subject.kind === 'news' ? (
          <Link to={routeHref({ name: 'detail' }, { id: subject.id })}>{t('page.open')}</Link>
        ) : null}
      </div>
      <CommentsPanel key={`${subject.kind}:${subject.id}`} kind={subject.kind} subjectId={subject.id} heading />
    </section>
  );
}
