import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { loginDialog } from '../../lib/login-dialog.ts';

// The dialog (forms, captcha, QR) loads in its own chunk the first time it opens, with the query
// cache it reads through and the kit (a live score page has loaded neither).
const LoginDialog = lazy(async () => {
  const [dialog, { withQueryClient }, { withKit }] = await Promise.all([
    import('../../features/account-login/login-dialog.tsx'),
    import('../query-root.tsx'),
    import('../../ui/kit-scope.tsx'),
  ]);
  return { default: withKit(withQueryClient(dialog.LoginDialog)) };
});

/** Renders the login dialog while `loginDialog.open` (any view may open it). */
export function LoginDialogHost() {
  const { open } = useSnapshot(loginDialog);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
