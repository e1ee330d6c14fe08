import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Dropdown } from 'primereact/dropdown';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { WALLET_PATHS } from '../../../../contracts/account.ts';
import { RECORD_TYPES, type RecordType, type WalletRecord } from '../../../../contracts/wallet.ts';
import { formatTime } from './wallet-format.ts';

const column = createColumnHelper<WalletRecord>();

/** The caller's diamond records from the ledger, filtered by type, newest first, paged. */
export function RecordsSection({ kind }: { kind: RecordType }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [type, setType] = useState<RecordType>(kind);
  const [page, setPage] = useState(1);
  const records = useQuery(memberQuery(WALLET_PATHS.orderList, { type, page }));

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: () => t('records.col.time'), cell: (c) => formatTime(c.getValue()) }),
      column.accessor('type', { header: () => t('records.col.type'), cell: (c) => t(`records.types.${c.getValue()}`) }),
      column.accessor('wallet', {
        header: () => t('records.col.wallet'),
        cell: (c) => t(`records.wallet.${c.getValue()}`),
      }),
      column.accessor('delta', {
        header: () => t('records.col.change'),
        cell: (c) => (c.getValue() > 0 ? `+${c.getValue()}` : String(c.getValue())),
      }),
      column.accessor('balance_after', { header: () => t('records.col.balance') }),
    ],
    [t],
  );
  // TanStack Table's API cannot be compiler-memoized; this small component simply re-renders.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: records.data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  return (
    <section className="surface stack wallet-records">
      <h2>{t('records.title')}</h2>
      <div className="row">
        <label htmlFor={id}>{t('records.type')}</label>
        <Dropdown
          inputId={id}
          value={type}
          options={RECORD_TYPES.map((r) => ({ value: r, label: t(`records.types.${r}`) }))}
          onChange={(e) => {
            setType(e.value as RecordType);
            setPage(1);
          }}
        />
      </div>
      {records.error && <p className="error-text">{records.error.message}</p>}
      {!records.data && !records.error && <p className="muted">{t('loading')}</p>}
      {records.data && records.data.list.length === 0 && <p className="muted">{t('records.empty')}</p>}
      {records.data && records.data.list.length > 0 && (
        <table className="wallet-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-type={row.original.type}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.data && (
        <ListPaginator page={page} total={records.data.total} pageSize={records.data.page_size} onPage={setPage} />
      )}
    </section>
  );
}
