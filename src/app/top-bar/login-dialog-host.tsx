import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { loginDialog } from '../../lib/login-dialog.ts';

// The dialog (forms, captcha, QR) loads in its own chunk the first time it opens.
const LoginDialog = lazy(async () => ({
  default: (await import('../../features/account-login/login-dialog.tsx')).LoginDialog,
}));

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
