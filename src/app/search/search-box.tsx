import { Button } from 'primereact/button';
import { SearchIcon } from 'primereact/icons/search';
import { InputText } from 'primereact/inputtext';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type HotTeam } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { apiGet } from '../../lib/api-client.ts';
import { addToHistory, loadHistory, saveHistory, SEARCH_MAX_LENGTH } from './search-history.ts';

// The suggestions load with the first focus.
const SearchPanel = lazy(async () => ({ default: (await import('./search-panel.tsx')).SearchPanel }));

/** Today's matches are fetched again for a search once this old. */
const TODAY_MAX_AGE_MS = 60_000;

/**
 * The top bar's search box (10 characters at most): on focus it shows the search history and the
 * 10 hot teams; typing shows matching hot teams and today's matches. Enter records the term in the
 * history (`historyList`); the search results page comes with the search issue.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const panelId = useId();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>(loadHistory);
  const [hot, setHot] = useState<HotTeam[] | null>(null);
  const [today, setToday] = useState<LiveMatch[] | null>(null);
  const hotRequested = useRef(false);
  const todayFetchedAt = useRef(-Infinity);

  const loadHot = () => {
    if (hotRequested.current) return;
    hotRequested.current = true;
    apiGet<HotTeam[]>(API_PATHS.getHot).then(setHot, () => {
      hotRequested.current = false;
      setHot([]);
    });
  };
  const loadToday = () => {
    if (Date.now() - todayFetchedAt.current < TODAY_MAX_AGE_MS) return;
    todayFetchedAt.current = Date.now();
    apiGet<LiveMatch[]>(API_PATHS.hotAllMatch).then(setToday, () => {
      todayFetchedAt.current = -Infinity;
      setToday([]);
    });
  };
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
        record(query);
        setOpen(true);
      }}
    >
      <InputText
        type="search"
        aria-label={t('search.label')}
        aria-controls={open ? panelId : undefined}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onFocus={() => {
          setOpen(true);
          loadHot();
          if (query.trim() !== '') loadToday();
        }}
        onChange={(event) => {
          const value = event.target.value.slice(0, SEARCH_MAX_LENGTH);
          setQuery(value);
          setOpen(true);
          if (value.trim() !== '') loadToday();
        }}
      />
      <Button type="submit" icon={<SearchIcon />} aria-label={t('search.submit')} />
      {open && (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            query={query}
            history={history}
            hot={hot}
            today={today}
            onPick={(term) => {
              setQuery(term);
              record(term);
              loadToday();
            }}
            onUseHistory={(term) => {
              setQuery(term);
              loadToday();
            }}
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
