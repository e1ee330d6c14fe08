import { useQuery } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { TabPanel, TabView } from 'primereact/tabview';
import { Fragment, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FORESIGHT_PATHS, FORESIGHT_SPORTS } from '../../../contracts/foresight.ts';
import { viewerTimeZone } from '../../../contracts/time-zone.ts';
import { currentLang } from '../../lib/i18n.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { useForesightColumns } from './foresight-columns.tsx';
import { ForesightPanel } from './foresight-panel.tsx';
import { readForesightQuery, writeForesightQuery, type ForesightQuery } from './foresight-query.ts';
import './foresight.css';

/**
 * `/foresight?sport=&league=&match=`: today's matches by kick-off, each side's table place and
 * latest five at a glance; a match's figures open under its row (`match` in the address, so the
 * match centre can link straight to them).
 */
export function ForesightPage() {
  const { t } = useTranslation('foresight');
  const lang = currentLang();
  const leagueId = useId();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [params, setParams] = useSearchParams();
  const query = readForesightQuery(params);
  const list = useQuery(apiQuery(FORESIGHT_PATHS.list, { sport: query.sport }, { staleTime: STALE_MS.standard }));
  const failed = list.data === undefined && list.isError && !list.isFetching;

  const select = useCallback(
    (change: Partial<ForesightQuery>) =>
      setParams((current) => writeForesightQuery(current, change), { replace: true }),
    [setParams],
  );
  const onToggle = useCallback(
    (id: number) => select({ match: readForesightQuery(params).match === id ? null : id }),
    [select, params],
  );

  const all = useMemo(() => list.data?.matches ?? [], [list.data]);
  const leagues = useMemo(() => {
    const seen = new Map<number, string>();
    for (const { match } of all) seen.set(match.league_id, match[`short_name_${lang}`]);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [all, lang]);
  const shown = useMemo(
    () => (query.league === null ? all : all.filter((m) => m.match.league_id === query.league)),
    [all, query.league],
  );

  const columns = useForesightColumns({ lang, timeZone, openId: query.match, onToggle });
  // TanStack Table's API cannot be compiler-memoized; the page simply re-renders.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: shown,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.match.id),
  });

  const body = (
    <div className="stack">
      <div className="row">
        <label htmlFor={leagueId}>{t('page.league')}</label>
        <Dropdown
          inputId={leagueId}
          value={query.league}
          options={[{ value: null, label: t('page.allLeagues') }, ...leagues]}
          onChange={(e) => select({ league: e.value as number | null, match: null })}
        />
        {list.data && <span className="muted">{t('page.count', { count: shown.length })}</span>}
      </div>
      {list.data === undefined && !failed && <p role="status">{t('page.loading')}</p>}
      {failed && (
        <p role="alert">
          {t('page.failed')}{' '}
          <Button type="button" size="small" link label={t('page.retry')} onClick={() => void list.refetch()} />
        </p>
      )}
      {list.data && shown.length === 0 && <p>{t('page.empty')}</p>}
      {shown.length > 0 && (
        <div className="fs-scroll">
          <table className="fs-table" aria-labelledby="foresight-title">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <Fragment key={row.id}>
                  <tr className={query.match === row.original.match.id ? 'fs-open' : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                  {query.match === row.original.match.id && (
                    <tr>
                      <td colSpan={columns.length}>
                        <ForesightPanel match={row.original.match} lang={lang} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );

  return (
    <section className="foresight stack" aria-labelledby="foresight-title">
      <h1 id="foresight-title">{t('page.title')}</h1>
      <p className="muted">{t('page.intro')}</p>
      <TabView
        pt={{ nav: { 'aria-label': t('page.sports') } }}
        activeIndex={FORESIGHT_SPORTS.indexOf(query.sport)}
        onTabChange={(e) => select({ sport: FORESIGHT_SPORTS[e.index] ?? 'football', league: null, match: null })}
      >
        {FORESIGHT_SPORTS.map((sport) => (
          <TabPanel key={sport} header={t(`sport.${sport}`)}>
            {sport === query.sport ? body : null}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
