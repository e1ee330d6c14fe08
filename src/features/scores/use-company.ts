import { useCallback, useEffect } from 'react';
import { DEFAULT_COMPANY_ID, isCompanyId, type CompanyId } from '../../../contracts/odds.ts';
import { getEngine } from '../../lib/engine.ts';
import { useStoredState } from '../../lib/use-stored-state.ts';

const COMPANY_KEY = 'scores.company';
const KEYS = [COMPANY_KEY];

function load(): CompanyId {
  const value = Number(localStorage.getItem(COMPANY_KEY));
  return isCompanyId(value) ? value : DEFAULT_COMPANY_ID;
}

function save(id: CompanyId): void {
  try {
    localStorage.setItem(COMPANY_KEY, String(id));
  } catch {
    // Storage denied: the choice lasts for this page.
  }
}

/**
 * The odds company the lists show, kept in localStorage and in step across tabs; the engine is
 * told (socket `toggle`) at start and at every change.
 */
export function useCompany(): [CompanyId, (id: CompanyId) => void] {
  const [company, update] = useStoredState(KEYS, load, save);
  useEffect(() => {
    void getEngine().then((engine) => engine.setCompany(company));
  }, [company]);
  const setCompany = useCallback((id: CompanyId) => update(() => id), [update]);
  return [company, setCompany];
}
