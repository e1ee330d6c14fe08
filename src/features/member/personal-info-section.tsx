import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type MemberInfo } from '../../../contracts/account.ts';
import { checkNickname } from '../../../contracts/account-rules.ts';
import { SIGNATURE_MAX_LENGTH } from '../../../contracts/member.ts';
import { callRoute } from '../../lib/api-client.ts';
import { updateStoredUser } from '../../lib/user-store.ts';
import { checkImageFile, uploadImage } from '../../lib/upload-image.ts';

/** Personal info: nickname, avatar (a default one or an upload), signature, gender. */
export function PersonalInfoSection({ info, onSaved }: { info: MemberInfo; onSaved: () => void }) {
  const { t } = useTranslation(['member', 'validation']);
  const avatars = useQuery(memberQuery(ACCOUNT_PATHS.avatarList, {}));
  const [nickname, setNickname] = useState(info.user_nickname);
  const [signature, setSignature] = useState(info.signature);
  const [gender, setGender] = useState<0 | 1 | 2>(info.gender);
  const [avatar, setAvatar] = useState(info.avatar);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkImageFile(file);
    if (refused) return setMessage({ error: true, text: t(refused) });
    setBusy(true);
    try {
      setAvatar(await uploadImage(file));
      setMessage({ error: false, text: t('personal.uploaded') });
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkNickname(nickname);
    if (rule) return setMessage({ error: true, text: t(rule) });
    setBusy(true);
    try {
      const saved = await callRoute(
        'POST',
        ACCOUNT_PATHS.updateInfo,
        { nickname, signature, gender, avatar },
        { quiet: true },
      );
      updateStoredUser({ user_nickname: saved.user_nickname, avatar: saved.avatar });
      setMessage({ error: false, text: t('personal.saved') });
      onSaved();
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="surface stack" onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('menu.personal')}</h2>
      <div className="field">
        <span>{t('personal.avatar')}</span>
        <div className="row">
          <img className="member-avatar-large" src={avatar} alt={t('personal.currentAvatar')} />
          <label className="p-button p-button-outlined p-button-sm">
            {t('personal.upload')}
            <input type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void onFile(e)} />
          </label>
          <span className="muted">{t('personal.uploadHint')}</span>
        </div>
        <div className="row" role="radiogroup" aria-label={t('personal.avatar')}>
          {(avatars.data ?? []).map((src, i) => (
            <Button
              type="button"
              key={src}
              aria-label={t('personal.avatarChoice', { n: i + 1 })}
              role="radio"
              aria-checked={src === avatar}
              className={src === avatar ? 'member-avatar-choice selected' : 'member-avatar-choice'}
              onClick={() => setAvatar(src)}
            >
              <img src={src} alt="" />
            </Button>
          ))}
        </div>
      </div>
      <label className="field">
        <span>{t('personal.nickname')}</span>
        <InputText value={nickname} maxLength={20} onChange={(e) => setNickname(e.target.value)} name="nickname" />
      </label>
      <label className="field">
        <span>{t('personal.signature')}</span>
        <InputTextarea
          value={signature}
          maxLength={SIGNATURE_MAX_LENGTH}
          rows={3}
          onChange={(e) => setSignature(e.target.value)}
          name="signature"
        />
      </label>
      <fieldset className="field">
        <legend>{t('personal.gender')}</legend>
        {([0, 1, 2] as const).map((g) => (
          <label key={g} className="row">
            <RadioButton name="gender" checked={gender === g} onChange={() => setGender(g)} />
            {t(`personal.genders.${g}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <span>{t('personal.mobile')}</span>
        <span>{info.mobile}</span>
      </div>
      {message && (
        <p className={message.error ? 'error-text' : 'ok-text'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <Button type="submit" disabled={busy} label={t('personal.save')} />
    </form>
  );
}
