import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_COMPANY_ID, isCompanyId, type CompanyId } from '../../../contracts/odds.ts';
import { getEngine } from '../../lib/engine.ts';

const COMPANY_KEY = 'scores.company';

function storedCompany(): CompanyId {
  const value = Number(localStorage.getItem(COMPANY_KEY));
  return isCompanyId(value) ? value : DEFAULT_COMPANY_ID;
}

/**
 * The odds company the lists show, kept in localStorage; the engine is told (socket `toggle`)
 * at start and at every change.
 */
export function useCompany(): [CompanyId, (id: CompanyId) => void] {
  const [company, setCompanyState] = useState<CompanyId>(storedCompany);
  useEffect(() => {
    void getEngine().then((engine) => engine.setCompany(company));
  }, [company]);
  const setCompany = useCallback((id: CompanyId) => {
    try {
      localStorage.setItem(COMPANY_KEY, String(id));
    } catch {
      // Storage denied: the choice lasts for this page.
    }
    setCompanyState(id);
  }, []);
  return [company, setCompany];
}
