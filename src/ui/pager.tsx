import { useTranslation } from 'react-i18next';

/**
 * Previous / next over a paged list (`total` rows, `pageSize` a page); nothing when it all fits on
 * one page. `className` styles the bar, `buttonClassName` its buttons.
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  className = 'member-pager',
  buttonClassName = 'member-button',
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  className?: string;
  buttonClassName?: string;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <div className={className}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span>{t('pager.page', { page, pages })}</span>
      <button type="button" className={buttonClassName} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </div>
  );
}
