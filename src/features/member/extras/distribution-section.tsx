import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteHref, MEMBER_EXTRA_PATHS } from '../../../../contracts/member-extras.ts';
import { formatUnix, numberFormat } from '../../../lib/locale-format.ts';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { QrCodeImage } from '../../../ui/qr-code-image.tsx';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 20;

/**
 * The distribution centre (type 26): the user's invite code and link (with its QR code), who
 * registered with it, and the diamonds it earned (credited once per friend, through the wallet).
 */
export function DistributionSection() {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const linkId = useId();
  const [page, setPage] = useState(1);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const data = useQuery({
    ...memberQuery(MEMBER_EXTRA_PATHS.distribution, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (data.error && !data.data) return <p className="error-text">{data.error.message}</p>;
  if (!data.data) return <p className="muted">{t('member:loading')}</p>;
  const { invite_code: code, reward_per_invite: reward, invited_total, rewards_total, invitees } = data.data;
  const link = `${location.origin}${inviteHref(code)}`;
  const number = numberFormat(i18n.language);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="surface stack" aria-labelledby="member-distribution">
      <h2 id="member-distribution">{t('distribution.title')}</h2>
      <p className="muted">{t('distribution.rule', { reward })}</p>
      <div className="row member-invite">
        <QrCodeImage value={link} label={t('distribution.qr')} size={132} />
        <div className="stack">
          <p>
            {t('distribution.code')} <strong className="member-invite-code">{code}</strong>
          </p>
          <label htmlFor={linkId}>{t('distribution.link')}</label>
          <div className="row">
            <InputText id={linkId} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" onClick={() => void copy()} label={t('distribution.copy')} />
          </div>
          {copied && (
            <p role="status" className={copied === 'yes' ? 'ok-text' : 'error-text'}>
              {copied === 'yes' ? t('distribution.copied') : t('distribution.copyFailed')}
            </p>
          )}
        </div>
      </div>
      <dl className="row member-stats">
        <div>
          <dt>{t('distribution.invited')}</dt>
          <dd>{number.format(invited_total)}</dd>
        </div>
        <div>
          <dt>{t('distribution.earned')}</dt>
          <dd>{number.format(rewards_total)}</dd>
        </div>
      </dl>
      <h3 id="member-invitees">{t('distribution.list')}</h3>
      {invitees.total === 0 ? (
        <p className="muted">{t('distribution.empty')}</p>
      ) : (
        <table className="member-table" aria-labelledby="member-invitees">
          <thead>
            <tr>
              <th scope="col">{t('distribution.col.user')}</th>
              <th scope="col">{t('distribution.col.registered')}</th>
              <th scope="col">{t('distribution.col.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {invitees.list.map((u) => (
              <tr key={u.id}>
                <td>
                  <span className="row">
                    <Avatar image={u.avatar} imageAlt="" shape="circle" />
                    {u.nickname}
                  </span>
                </td>
                <td>{formatUnix(u.registered_at, i18n.language)}</td>
                <td>{u.reward > 0 ? t('distribution.reward', { reward: number.format(u.reward) }) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPaginator page={page} total={invitees.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
