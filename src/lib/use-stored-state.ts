import { useCallback, useEffect, useState } from 'react';

/**
 * State kept in localStorage and shared by every open tab: saved on change, and read again when
 * another tab writes one of `keys` (the `storage` event). Writing back what was read changes no
 * value, so it fires no event and tabs do not echo each other.
 */
export function useStoredState<T>(
  keys: readonly string[],
  load: () => T,
  save: (value: T) => void,
): [T, (change: (value: T) => T) => void] {
  const [value, setValue] = useState(load);
  useEffect(() => save(value), [value, save]);
  const keyList = keys.join('\n');
  useEffect(() => {
    const watched = new Set(keyList.split('\n'));
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the storage.
      if (event.key === null || watched.has(event.key)) setValue(load());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [keyList, load]);
  const update = useCallback((change: (value: T) => T) => setValue(change), []);
  return [value, update];
}
