import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CIRCLE_PATHS, type Circle } from '../../../contracts/circles.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { circleName } from './circle-query.ts';

/**
 * Join or leave a circle (a visitor is asked to log in). Shows the member count the server
 * answered, so a join elsewhere meanwhile is counted too.
 */
export function JoinButton(props: { circle: Circle; onChanged?(): void }) {
  const { t } = useTranslation('circles');
  const { user } = useSnapshot(userState);
  const [state, setState] = useState({ joined: props.circle.joined, members: props.circle.members });
  const [busy, setBusy] = useState(false);
  const name = circleName(props.circle.name, currentLang());

  const toggle = async () => {
    if (!user) return openLoginDialog();
    setBusy(true);
    try {
      // Loud: a refusal shows in the toast stack.
      setState(await callRoute('POST', state.joined ? CIRCLE_PATHS.quit : CIRCLE_PATHS.join, { id: props.circle.id }));
      props.onChanged?.();
    } catch {
      // Already shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="row">
      <span className="muted">{t('list.members', { n: state.members })}</span>
      <Button
        type="button"
        size="small"
        outlined={state.joined}
        disabled={busy}
        aria-label={state.joined ? t('list.leaveName', { name }) : t('list.joinName', { name })}
        label={state.joined ? t('list.leave') : t('list.join')}
        onClick={() => void toggle()}
      />
    </span>
  );
}
