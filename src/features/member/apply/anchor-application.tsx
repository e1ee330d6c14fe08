import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { REWARD_PATHS, SMS_COOLDOWN_S } from '../../../../contracts/account.ts';
import { checkAnchorApplication, type AnchorApplicationForm } from '../../../../contracts/account-rules.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { userState } from '../../../lib/user-store.ts';
import { useSmsCountdown } from '../../../ui/sms-countdown.ts';
import { TextField } from '../text-field.tsx';
import { ApplicationStatusNotice } from './application-status.tsx';

/** Ours (server/routes/application-routes.ts): a code to the caller's own registered mobile. */

const EMPTY: Required<AnchorApplicationForm> = {
  real_name: '',
  id_number: '',
  contact_type: 'qq',
  contact: '',
  code: '',
  inviter: '',
  experience: '',
};

/** Apply for anchor (`/member?type=7`): the seed's form, every rule checked here and on the server. */
export function AnchorApplicationSection() {
  const { t } = useTranslation(['apply', 'validation']);
  const formId = useId();
  const { user } = useSnapshot(userState);
  const state = useQuery(memberQuery(REWARD_PATHS.applicationStatus, user ? { kind: 'anchor' } : null));
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useSmsCountdown();

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);
  if (!user) return <p className="muted">{t('loginFirst')}</p>;

  const set = (field: keyof AnchorApplicationForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const sendCode = async () => {
    try {
      const sent = await callRoute('POST', REWARD_PATHS.sendApplyCode, {}, { quiet: true });
      countdown.start(sent.cooldown || SMS_COOLDOWN_S);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAnchorApplication(form);
    if (rule) return setError(t(rule));
    setBusy(true);
    try {
      await callRoute(
        'POST',
        REWARD_PATHS.applyAnchor,
        { ...form, inviter: form.inviter || undefined },
        { quiet: true },
      );
      setError(null);
      setForm(EMPTY);
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
    <form className="surface stack" onSubmit={(e) => void onSubmit(e)} aria-label={t('anchor.title')}>
      <h2>{t('anchor.title')}</h2>
      <ApplicationStatusNotice state={state.data} />
      {canApply && (
        <>
          <TextField label={t('anchor.realName')} value={form.real_name} max={32} onChange={set('real_name')} />
          <TextField label={t('anchor.idNumber')} value={form.id_number} max={18} onChange={set('id_number')} />
          <div className="field">
            <label htmlFor={`${formId}-contact-type`}>{t('anchor.contactType')}</label>
            <Dropdown
              inputId={`${formId}-contact-type`}
              value={form.contact_type}
              options={(['qq', 'wechat', 'phone'] as const).map((type) => ({
                value: type,
                label: t(`anchor.contactTypes.${type}`),
              }))}
              onChange={(e) => set('contact_type')(String(e.value))}
            />
          </div>
          <TextField label={t('anchor.contact')} value={form.contact} max={32} onChange={set('contact')} />
          <div className="field">
            <label htmlFor="anchor-code">{t('anchor.code')}</label>
            <span className="row">
              <InputText
                id="anchor-code"
                value={form.code}
                maxLength={6}
                inputMode="numeric"
                onChange={(e) => set('code')(e.target.value)}
              />
              <Button
                type="button"
                outlined
                disabled={countdown.left > 0}
                onClick={() => void sendCode()}
                label={countdown.left > 0 ? t('anchor.resendIn', { seconds: countdown.left }) : t('anchor.sendCode')}
              />
            </span>
          </div>
          <TextField label={t('anchor.inviter')} value={form.inviter} max={16} onChange={set('inviter')} />
          <label className="field">
            <span>{t('anchor.experience')}</span>
            <InputTextarea
              value={form.experience}
              rows={5}
              maxLength={4000}
              placeholder={t('anchor.experienceHint')}
              onChange={(e) => set('experience')(e.target.value)}
            />
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
