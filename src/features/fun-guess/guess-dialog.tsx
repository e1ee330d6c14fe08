import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FUN_GUESS_PATHS,
  FUN_GUESS_STAKE_MAX,
  FUN_GUESS_STAKE_MIN,
  type FunGuessMatch,
  type FunGuessPick,
} from '../../../contracts/fun-guess.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import { formatOdds, matchNames, winPayout } from './fun-guess-query.ts';

export interface GuessChoice {
  match: FunGuessMatch;
  pick: FunGuessPick;
  odds: number;
}

const DEFAULT_STAKE = 100;

/** The stake for a pick, what it pays if it wins, and placing it (the server takes the price current then). */
export function GuessDialog(props: { choice: GuessChoice; onPlaced(): void; onClose(): void }) {
  const { t } = useTranslation('fun-guess');
  const id = useId();
  const dialog = useDialog(props.onClose);
  const { match, pick, odds } = props.choice;
  const names = matchNames(match, currentLang());
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const label = { pick: t(`pick.${pick}`), odds: formatOdds(odds), home: names.home, away: names.away };

  const confirm = async () => {
    setState({ busy: true, error: null });
    try {
      await callRoute('POST', FUN_GUESS_PATHS.place, { match_id: match.match_id, pick, stake }, { quiet: true });
      props.onPlaced();
      dialog.hide();
    } catch (cause) {
      setState({ busy: false, error: cause instanceof Error ? cause.message : String(cause) });
    }
  };

  return (
    <Dialog {...dialog.props} header={t('dialog.title')}>
      <div className="stack">
        <p>{t('dialog.summary', label)}</p>
        <div className="field">
          <label htmlFor={id}>{t('dialog.stake')}</label>
          <InputNumber
            inputId={id}
            showButtons
            step={10}
            min={FUN_GUESS_STAKE_MIN}
            max={FUN_GUESS_STAKE_MAX}
            value={stake}
            disabled={state.busy}
            onValueChange={(e) => setStake(e.value ?? 0)}
          />
          <small className="muted">
            {t('dialog.stakeHint', { min: FUN_GUESS_STAKE_MIN, max: FUN_GUESS_STAKE_MAX })}
          </small>
        </div>
        <p>{t('dialog.payout', { payout: winPayout(stake, odds) })}</p>
        {state.error ? (
          <p className="error-text" role="alert">
            {t('dialog.failed', { message: state.error })}
          </p>
        ) : null}
        <div className="actions">
          <Button type="button" outlined onClick={dialog.hide} label={t('dialog.cancel')} />
          <Button
            type="button"
            disabled={state.busy || stake < FUN_GUESS_STAKE_MIN}
            onClick={() => void confirm()}
            label={t('dialog.confirm')}
          />
        </div>
      </div>
    </Dialog>
  );
}
