import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstNotice } from '../lib/notices.ts';

// The stack and the kit's toast load with the first notice, not with every page.
const NoticeStack = lazy(async () => ({ default: (await import('./notice-stack.tsx')).NoticeStack }));

/** Mounts the toast stack once there is something to show. */
export function NoticeHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstNotice(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeStack />
    </Suspense>
  );
}
