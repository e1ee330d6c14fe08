import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KitSearchIcon } from '../../ui/kit-icons.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { PlainButton } from '../../ui/plain-button.tsx';
import { addToHistory, loadHistory, saveHistory, SEARCH_MAX_LENGTH } from './search-history.ts';

// The suggestions and their lists load with the first focus, with the query cache and the kit:
// none is in a page's first load.
const SearchPanel = lazy(async () => {
  const [{ SearchPanel: Panel }, { withQueryClient }, { withKit }] = await Promise.all([
    import('./search-panel.tsx'),
    import('../query-root.tsx'),
    import('../../ui/kit-scope.tsx'),
  ]);
  return { default: withKit(withQueryClient(Panel)) };
});

/**
 * The top bar's search box (10 characters at most): on focus it shows the search history and the
 * 10 hot teams; typing shows matching hot teams and today's matches. Enter or the button records
 * the term in the history (`historyList`) and opens the results page (`/search?name=`), which
 * loads on its own: the box never imports it.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const panelId = useId();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [history, setHistory] = useState<string[]>(loadHistory);
  const record = (term: string) => {
    const next = addToHistory(history, term);
    setHistory(next);
    saveHistory(next);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <form
      ref={root}
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const term = query.trim();
        if (term === '') {
          setOpen(true);
          return;
        }
        record(term);
        setOpen(false);
        void navigate(routeHref({ name: 'search' }, { name: term }));
      }}
    >
      {/* The kit InputText's markup: the top bar carries no kit code (see plain-button.tsx). */}
      <input
        className={`p-inputtext p-component${query ? ' p-filled' : ''}`}
        type="search"
        aria-label={t('search.label')}
        aria-controls={open ? panelId : undefined}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
        }}
      />
      <PlainButton type="submit" icon={<KitSearchIcon />} aria-label={t('search.submit')} />
      {open && (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            query={query}
            history={history}
            onPick={(term) => {
              setQuery(term);
              record(term);
            }}
            onUseHistory={(term) => setQuery(term)}
            onClearHistory={() => {
              setHistory([]);
              saveHistory([]);
            }}
            onFollowLink={() => setOpen(false)}
          />
        </Suspense>
      )}
    </form>
  );
}
