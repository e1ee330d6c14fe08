import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LoginResult } from '../../../contracts/account.ts';
import { checkInvite, type LoginType } from '../../../contracts/account-rules.ts';
import { returnPath } from '../../lib/return-path.ts';
import { storeLogin, userState } from '../../lib/user-store.ts';
import { LoginChoices, useLoginTitle, type LoginMode } from './login-choices.tsx';

/** An invite code from the link, when it looks like one (the form checks it again). */
function inviteOf(value: string | null): string {
  const code = value?.trim() ?? '';
  return code && checkInvite(code) === null ? code.toUpperCase() : '';
}

/**
 * `/login?redirect=<path>`: the login dialog's choices as a page, for deep links. After a login
 * (or at once, for a user already logged in) it goes to `redirect`, a path of this site only.
 * `?invite=<code>` (a friend's invite link) opens the registration with the code filled in.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const target = returnPath(query.get('redirect'));
  const { user } = useSnapshot(userState);
  const invite = inviteOf(query.get('invite'));
  const [mode, setMode] = useState<LoginMode>(query.get('mode') === 'phone' || invite ? 'phone' : 'qr');
  const [type, setType] = useState<LoginType>(invite ? 'regiter' : 'code');
  const title = useLoginTitle(mode, type);

  useEffect(() => {
    // A full load, as after the dialog's login: every view and the engine start as this user.
    if (user) location.replace(target);
  }, [user, target]);

  const finish = (result: LoginResult) => {
    storeLogin(result);
    location.assign(target);
  };

  return (
    <section className="surface login-page stack" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{title}</h1>
      {user ? (
        <p role="status">{t('page.leaving')}</p>
      ) : (
        <LoginChoices mode={mode} type={type} invite={invite} onMode={setMode} onType={setType} onSuccess={finish} />
      )}
    </section>
  );
}
