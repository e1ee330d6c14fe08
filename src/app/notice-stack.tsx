import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { receiveNotices } from '../lib/notices.ts';
import { KitScope } from '../ui/kit-scope.tsx';

/** The app's one toast stack, top centre, under the top bar. */
export function NoticeStack() {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      receiveNotices((notice) =>
        toast.current?.show({ severity: notice.severity, detail: notice.content, life: notice.life }),
      ),
    [],
  );
  // Under the top bar: a toast under the pointer waits, and the pointer is often on the bar.
  return (
    <KitScope>
      <Toast ref={toast} position="top-center" pt={{ root: { style: { top: '4.5rem' } } }} />
    </KitScope>
  );
}
