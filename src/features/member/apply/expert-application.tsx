import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { REWARD_PATHS } from '../../../../contracts/account.ts';
import { checkExpertApplication } from '../../../../contracts/account-rules.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { userState } from '../../../lib/user-store.ts';
import { ApplicationStatusNotice } from './application-status.tsx';
import { TextField } from '../text-field.tsx';

/** Expert application: real name, WeChat, at most 200 words of experience, the analyst code ticked. */
export function ExpertApplicationSection() {
  const { t } = useTranslation(['apply', 'validation']);
  const { user } = useSnapshot(userState);
  const state = useQuery(memberQuery(REWARD_PATHS.applicationStatus, user ? { kind: 'expert' } : null));
  const [realName, setRealName] = useState('');
  const [wechat, setWechat] = useState('');
  const [experience, setExperience] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);
  if (!user) return <p className="muted">{t('loginFirst')}</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { real_name: realName, wechat, experience, analyst_code: agreed };
    const rule = checkExpertApplication(form);
    if (rule) return setError(t(rule));
    setBusy(true);
    try {
      await callRoute('POST', REWARD_PATHS.applyExpert, form, { quiet: true });
      setError(null);
      void state.refetch();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (state.error) return <p className="error-text">{state.error.message}</p>;
  if (!state.data) return <p className="muted">{t('loading')}</p>;
  const canApply = state.data.status === 'none' || state.data.status === 'rejected';
  return (
    <form className="surface stack" onSubmit={(e) => void onSubmit(e)} aria-label={t('expert.title')}>
      <h2>{t('expert.title')}</h2>
      <ApplicationStatusNotice state={state.data} />
      {canApply && (
        <>
          <TextField label={t('expert.realName')} value={realName} max={32} onChange={setRealName} />
          <TextField label={t('expert.wechat')} value={wechat} max={20} onChange={setWechat} />
          <label className="field">
            <span>{t('expert.experience')}</span>
            <InputTextarea
              value={experience}
              rows={6}
              maxLength={4000}
              placeholder={t('expert.experienceHint')}
              onChange={(e) => setExperience(e.target.value)}
            />
          </label>
          <label className="row">
            <Checkbox checked={agreed} onChange={(e) => setAgreed(e.checked === true)} />
            <span>{t('expert.analystCode')}</span>
          </label>
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy} label={t('submit')} />
        </>
      )}
    </form>
  );
}
