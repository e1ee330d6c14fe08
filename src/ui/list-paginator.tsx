import { Paginator } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';

/**
 * The kit's paginator as our lists use it: previous, "page n / m", next, over `total` rows of
 * `pageSize`; nothing when one page holds them all. `page` counts from 1.
 */
export function ListPaginator({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const rows = Math.max(1, pageSize);
  return (
    <Paginator
      first={(page - 1) * rows}
      rows={rows}
      totalRecords={total}
      alwaysShow={false}
      template="PrevPageLink CurrentPageReport NextPageLink"
      currentPageReportTemplate={t('pager.page', { page, pages: Math.max(1, Math.ceil(total / rows)) })}
      onPageChange={(e) => onPage(e.page + 1)}
    />
  );
}
