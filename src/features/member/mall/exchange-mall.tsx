import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { useSnapshot } from 'valtio';
import { REWARD_PATHS } from '../../../../contracts/account.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { apiKey, apiQuery } from '../../../lib/query/api-query.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { formatUnix } from '../../../lib/locale-format.ts';
import type { ExchangeResult, GoodsItem } from '../../../../contracts/mall.ts';

/** A fresh id per confirmed exchange: a retried request is then applied once. */
function newClientId(): string {
  return `x-${crypto.randomUUID()}`;
}

/** The exchange mall: goods for diamonds, a quantity and a confirmation, and one's own records. */
export function ExchangeMallSection() {
  const { t, i18n } = useTranslation('mall');
  const { user } = useSnapshot(userState);
  const queryClient = useQueryClient();
  const goods = useQuery(apiQuery(REWARD_PATHS.goodsList, {}));
  const [page, setPage] = useState(1);
  const records = useQuery(memberQuery(REWARD_PATHS.exchangeRecords, user ? { page } : null));
  const [chosen, setChosen] = useState<GoodsItem | null>(null);

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);
  if (!user) return <p className="muted">{t('loginFirst')}</p>;

  const done = (result: ExchangeResult) => {
    updateStoredUser({ balance: result.balance });
    setChosen(null);
    setPage(1);
    // The stock and one's records changed.
    void queryClient.invalidateQueries({ queryKey: apiKey(REWARD_PATHS.goodsList) });
    void queryClient.invalidateQueries({ queryKey: apiKey(REWARD_PATHS.exchangeRecords, true) });
  };

  return (
    <section className="surface stack mall">
      <h2>{t('title')}</h2>
      <p className="muted">{t('balance', { diamonds: user.balance })}</p>
      {goods.error && <p className="error-text">{goods.error.message}</p>}
      <ul className="tiles">
        {goods.data?.map((g) => (
          <li key={g.id} className="surface stack mall-card">
            <img src={g.image} alt="" width={96} height={96} />
            <strong>{g.name}</strong>
            <span>{t('price', { diamonds: g.price })}</span>
            <span className="muted">{g.stock === null ? t('unlimited') : t('stock', { left: g.stock })}</span>
            <Button
              type="button"
              size="small"
              disabled={g.stock === 0}
              label={g.stock === 0 ? t('soldOut') : t('exchange')}
              onClick={() => setChosen(g)}
            />
          </li>
        ))}
      </ul>
      {chosen && <ExchangeConfirm goods={chosen} onCancel={() => setChosen(null)} onDone={done} />}
      <h3>{t('records.title')}</h3>
      {records.error && <p className="error-text">{records.error.message}</p>}
      {records.data && records.data.list.length === 0 && <p className="muted">{t('records.empty')}</p>}
      {records.data && records.data.list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('records.goods')}</th>
              <th>{t('records.quantity')}</th>
              <th>{t('records.diamonds')}</th>
              <th>{t('records.time')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.list.map((r) => (
              <tr key={r.id}>
                <td>{r.name}</td>
                <td>{r.quantity}</td>
                <td>{r.diamonds}</td>
                <td>{formatUnix(r.created_at, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.data && (
        <ListPaginator page={page} total={records.data.total} pageSize={records.data.page_size} onPage={setPage} />
      )}
    </section>
  );
}

function ExchangeConfirm(props: { goods: GoodsItem; onCancel: () => void; onDone: (r: ExchangeResult) => void }) {
  const { t } = useTranslation('mall');
  const id = useId();
  const dialog = useDialog(props.onCancel);
  const [quantity, setQuantity] = useState(1);
  const [clientId] = useState(newClientId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = Math.min(99, props.goods.stock ?? 99);

  const confirm = async () => {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) return setError(t('quantityRange', { max }));
    setBusy(true);
    try {
      const result = await callRoute(
        'POST',
        REWARD_PATHS.exchange,
        { goods_id: props.goods.id, quantity, client_id: clientId },
        { quiet: true },
      );
      props.onDone(result);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog {...dialog.props} header={t('confirm.title')}>
      <p>{props.goods.name}</p>
      <div className="field">
        <label htmlFor={id}>{t('confirm.quantity')}</label>
        <InputNumber
          inputId={id}
          showButtons
          min={1}
          max={max}
          value={quantity}
          disabled={busy}
          onValueChange={(e) => setQuantity(e.value ?? 0)}
        />
      </div>
      <p>{t('confirm.total', { diamonds: props.goods.price * (Number.isFinite(quantity) ? quantity : 0) })}</p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <Button type="button" outlined onClick={dialog.hide} label={t('confirm.cancel')} />
        <Button type="button" disabled={busy} onClick={() => void confirm()} label={t('confirm.ok')} />
      </div>
    </Dialog>
  );
}
