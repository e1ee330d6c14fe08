import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_PATHS } from '../../../../contracts/account.ts';
import { checkChannelApplication } from '../../../../contracts/channel-rules.ts';
import {
  CHANNEL_CONTACT_TYPES,
  CHANNEL_INTRO_MAX,
  CHANNEL_NAME_MAX,
  CHANNEL_TYPES,
  CHANNEL_URL_MAX,
  MEMBER_EXTRA_PATHS,
  type ChannelType,
} from '../../../../contracts/member-extras.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { ApplicationStatusNotice } from '../apply/application-status.tsx';
import { memberQuery } from '../member-query.ts';
import { TextField } from '../text-field.tsx';

interface ChannelForm {
  name: string;
  channel_type: ChannelType;
  contact_type: (typeof CHANNEL_CONTACT_TYPES)[number];
  contact: string;
  audience: string;
  url: string;
  intro: string;
}

const EMPTY: ChannelForm = {
  name: '',
  channel_type: 'guild',
  contact_type: 'phone',
  contact: '',
  audience: '',
  url: '',
  intro: '',
};

/**
 * Channel application (type 27, `Member/applyChannel`): a guild, a media outlet, a promoter or a
 * business partner applies; the rules are checked here and again on the server; the latest
 * application's status (and the reviewer's note) shows above the form.
 */
export function ChannelApplicationSection() {
  const { t } = useTranslation(['member-extras', 'member', 'validation']);
  const id = useId();
  const state = useQuery(memberQuery(REWARD_PATHS.applicationStatus, { kind: 'channel' }));
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ChannelForm>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkChannelApplication(form);
    if (rule) return setError(t(rule));
    setBusy(true);
    try {
      await callRoute(
        'POST',
        MEMBER_EXTRA_PATHS.applyChannel,
        { ...form, audience: form.audience.trim() || undefined, url: form.url.trim() || undefined },
        { quiet: true },
      );
      setError(null);
      setDone(true);
      setForm(EMPTY);
      void state.refetch();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (state.error && !state.data) return <p className="error-text">{state.error.message}</p>;
  if (!state.data) return <p className="muted">{t('member:loading')}</p>;
  const canApply = state.data.status === 'none' || state.data.status === 'rejected';
  return (
    <form className="surface stack" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('channel.title')}</h2>
      <p className="muted">{t('channel.about')}</p>
      {done && <p className="ok-text">{t('channel.submitted')}</p>}
      <ApplicationStatusNotice state={state.data} />
      {canApply && (
        <>
          <TextField
            label={t('channel.name')}
            value={form.name}
            max={CHANNEL_NAME_MAX}
            onChange={(name) => set({ name })}
          />
          <div className="field">
            <label htmlFor={`${id}-type`}>{t('channel.type')}</label>
            <Dropdown
              inputId={`${id}-type`}
              value={form.channel_type}
              options={CHANNEL_TYPES.map((value) => ({ value, label: t(`channel.types.${value}`) }))}
              onChange={(e) => set({ channel_type: e.value as ChannelType })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-contact-type`}>{t('channel.contactType')}</label>
            <Dropdown
              inputId={`${id}-contact-type`}
              value={form.contact_type}
              options={CHANNEL_CONTACT_TYPES.map((value) => ({ value, label: t(`channel.contactTypes.${value}`) }))}
              onChange={(e) => set({ contact_type: e.value as ChannelForm['contact_type'] })}
            />
          </div>
          <TextField
            label={t('channel.contact')}
            value={form.contact}
            max={32}
            onChange={(contact) => set({ contact })}
          />
          <div className="field">
            <label htmlFor={`${id}-audience`}>{t('channel.audience')}</label>
            <InputText
              id={`${id}-audience`}
              value={form.audience}
              inputMode="numeric"
              maxLength={10}
              onChange={(e) => set({ audience: e.target.value.trim() })}
            />
          </div>
          <TextField label={t('channel.url')} value={form.url} max={CHANNEL_URL_MAX} onChange={(url) => set({ url })} />
          <label className="field">
            <span>{t('channel.intro')}</span>
            <InputTextarea
              value={form.intro}
              rows={5}
              maxLength={CHANNEL_INTRO_MAX}
              placeholder={t('channel.introHint')}
              onChange={(e) => set({ intro: e.target.value })}
            />
          </label>
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy} label={t('channel.submit')} />
        </>
      )}
    </form>
  );
}
