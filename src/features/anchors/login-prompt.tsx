import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '../../lib/login-dialog.ts';

/** What a visitor sees on a page that needs a login; the login dialog opens at once. */
export function LoginPrompt({ title }: { title: string }) {
  const { t } = useTranslation('anchors');
  useEffect(() => openLoginDialog(), []);
  return (
    <div className="anchors-page">
      <h1 className="anchors-heading">{title}</h1>
      <div className="anchors-login">
        <p>{t('login.prompt')}</p>
        <Button type="button" onClick={() => openLoginDialog()} label={t('login.button')} />
      </div>
    </div>
  );
}
