import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '../../../contracts/account.ts';
import { checkIdNumber, checkRealName } from '../../../contracts/account-rules.ts';
import { callRoute } from '../../lib/api-client.ts';
import { TextField } from './text-field.tsx';

/** Real-name verification: once only; afterwards the masked name and ID number. */
export function RealNameSection({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['member', 'validation']);
  const info = useQuery(memberQuery(ACCOUNT_PATHS.verifiedInfo, {}));
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkRealName(name) ?? checkIdNumber(idNumber.trim());
    if (rule) return setError(t(rule));
    setBusy(true);
    try {
      await callRoute('POST', ACCOUNT_PATHS.verified, { real_name: name, id_number: idNumber.trim() }, { quiet: true });
      setError(null);
      void info.refetch();
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (info.error) return <p className="error-text">{info.error.message}</p>;
  if (!info.data) return <p className="muted">{t('loading')}</p>;
  if (info.data.verified) {
    return (
      <section className="surface stack">
        <h2>{t('menu.realName')}</h2>
        <p className="ok-text">{t('realName.done')}</p>
        <div className="field">
          <span>{t('realName.name')}</span>
          <span>{info.data.real_name}</span>
        </div>
        <div className="field">
          <span>{t('realName.idNumber')}</span>
          <span>{info.data.id_number}</span>
        </div>
      </section>
    );
  }
  return (
    <form className="surface stack" onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('menu.realName')}</h2>
      <p className="muted">{t('realName.intro')}</p>
      <TextField label={t('realName.name')} value={name} max={32} onChange={setName} />
      <TextField label={t('realName.idNumber')} value={idNumber} max={18} onChange={setIdNumber} />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} label={t('realName.submit')} />
    </form>
  );
}
