import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { REWARD_PATHS, SMS_COOLDOWN_S } from '../../../../contracts/account.ts';
import { checkAnchorApplication, type AnchorApplicationForm } from '../../../../contracts/account-rules.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { userState } from '../../../lib/user-store.ts';
import { useSmsCountdown } from '../../../ui/sms-countdown.ts';
import { TextField } from '../text-field.tsx';
import { useMemberCall } from '../use-member-call.ts';
import { ApplicationStatusNotice, type ApplicationStateView } from './application-status.tsx';

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
  const { t } = useTranslation('apply');
  const { user } = useSnapshot(userState);
  const state = useMemberCall<ApplicationStateView>(REWARD_PATHS.applicationStatus, user ? { kind: 'anchor' } : null);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useSmsCountdown();

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);
  if (!user) return <p className="member-hint">{t('loginFirst')}</p>;

  const set = (field: keyof AnchorApplicationForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const sendCode = async () => {
    try {
      const sent = await apiPost<{ cooldown: number }>(REWARD_PATHS.sendApplyCode, {}, { quiet: true });
      countdown.start(sent.cooldown || SMS_COOLDOWN_S);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAnchorApplication(form);
    if (rule) return setError(t(rule, { ns: 'validation' }));
    setBusy(true);
    try {
      await apiPost(REWARD_PATHS.applyAnchor, { ...form, inviter: form.inviter || undefined }, { quiet: true });
      setError(null);
      setForm(EMPTY);
      state.reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (state.error) return <p className="member-error">{state.error}</p>;
  if (!state.data) return <p className="member-hint">{t('loading')}</p>;
  const canApply = state.data.status === 'none' || state.data.status === 'rejected';
  return (
    <form className="member-form" onSubmit={(e) => void onSubmit(e)} aria-label={t('anchor.title')}>
      <h2>{t('anchor.title')}</h2>
      <ApplicationStatusNotice state={state.data} />
      {canApply && (
        <>
          <TextField label={t('anchor.realName')} value={form.real_name} max={32} onChange={set('real_name')} />
          <TextField label={t('anchor.idNumber')} value={form.id_number} max={18} onChange={set('id_number')} />
          <label className="member-field">
            <span>{t('anchor.contactType')}</span>
            <select value={form.contact_type} onChange={(e) => set('contact_type')(e.target.value)}>
              <option value="qq">{t('anchor.contactTypes.qq')}</option>
              <option value="wechat">{t('anchor.contactTypes.wechat')}</option>
              <option value="phone">{t('anchor.contactTypes.phone')}</option>
            </select>
          </label>
          <TextField label={t('anchor.contact')} value={form.contact} max={32} onChange={set('contact')} />
          <div className="member-field">
            <label htmlFor="anchor-code">{t('anchor.code')}</label>
            <span className="member-inline">
              <input
                id="anchor-code"
                value={form.code}
                maxLength={6}
                inputMode="numeric"
                onChange={(e) => set('code')(e.target.value)}
              />
              <button
                type="button"
                className="member-button"
                disabled={countdown.left > 0}
                onClick={() => void sendCode()}
              >
                {countdown.left > 0 ? t('anchor.resendIn', { seconds: countdown.left }) : t('anchor.sendCode')}
              </button>
            </span>
          </div>
          <TextField label={t('anchor.inviter')} value={form.inviter} max={16} onChange={set('inviter')} />
          <label className="member-field">
            <span>{t('anchor.experience')}</span>
            <textarea
              value={form.experience}
              rows={5}
              maxLength={4000}
              placeholder={t('anchor.experienceHint')}
              onChange={(e) => set('experience')(e.target.value)}
            />
          </label>
          {error && (
            <p className="member-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="member-button primary" disabled={busy}>
            {t('submit')}
          </button>
        </>
      )}
    </form>
  );
}
