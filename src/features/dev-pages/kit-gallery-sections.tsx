import { StarIcon } from 'primereact/icons/star';
import { SearchIcon } from 'primereact/icons/search';
import { ShareIcon } from '../../ui/icons.tsx';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Paginator } from 'primereact/paginator';
import { Password } from 'primereact/password';
import { ProgressBar } from 'primereact/progressbar';
import { RadioButton } from 'primereact/radiobutton';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { TabPanel, TabView } from 'primereact/tabview';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/locale-format.ts';
import { showNotice } from '../../lib/notices.ts';
import { useDialog } from '../../ui/use-dialog.ts';

/** One gallery section: a heading and its specimens. */
export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="surface stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function ButtonSpecimens() {
  const { t } = useTranslation('dev-pages');
  return (
    <Specimen title={t('demo.buttons.title')}>
      <div className="row dev-wrap">
        <Button label={t('demo.buttons.primary')} icon={<StarIcon />} />
        <Button label={t('demo.buttons.secondary')} severity="secondary" icon={<ShareIcon />} />
        <Button label={t('demo.buttons.success')} severity="success" />
        <Button label={t('demo.buttons.warning')} severity="warning" />
        <Button label={t('demo.buttons.danger')} severity="danger" />
        <Button label={t('demo.buttons.outlined')} outlined />
        <Button label={t('demo.buttons.text')} text />
        <Button icon={<SearchIcon />} rounded aria-label={t('demo.buttons.icon')} />
        <Button label={t('demo.buttons.loading')} loading />
        <Button label={t('demo.buttons.disabled')} disabled />
        <Button label={t('demo.buttons.small')} size="small" />
        <Button label={t('demo.buttons.large')} size="large" />
      </div>
    </Specimen>
  );
}

/** Where barrage flies over the video (the room's danmaku setting). */
const AREAS = ['quarter', 'third', 'full'] as const;

export function InputSpecimens() {
  const { t } = useTranslation('dev-pages');
  const id = useId();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<number | null>(100);
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [sound, setSound] = useState(false);
  const [red, setRed] = useState(true);
  const [area, setArea] = useState<string>('third');
  return (
    <Specimen title={t('demo.inputs.title')}>
      <div className="dev-grid">
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('demo.inputs.text')}</label>
          <InputText
            id={`${id}-text`}
            value={text}
            maxLength={16}
            placeholder={t('demo.inputs.textPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t('demo.inputs.number')}</label>
          <InputNumber
            inputId={`${id}-number`}
            value={amount}
            min={0}
            showButtons
            onValueChange={(e) => setAmount(e.value ?? null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('demo.inputs.password')}</label>
          <Password
            inputId={`${id}-password`}
            value={password}
            toggleMask
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-invalid`}>{t('demo.inputs.invalid')}</label>
          <InputText id={`${id}-invalid`} className="p-invalid" aria-invalid aria-describedby={`${id}-invalid-help`} />
          <small id={`${id}-invalid-help`} className="error-text">
            {t('demo.inputs.invalidHelp')}
          </small>
        </div>
        <div className="field dev-span">
          <label htmlFor={`${id}-note`}>{t('demo.inputs.textarea')}</label>
          <InputTextarea
            id={`${id}-note`}
            value={note}
            rows={2}
            maxLength={50}
            placeholder={t('demo.inputs.textareaPlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      <div className="row dev-wrap">
        <span className="row">
          <InputSwitch inputId={`${id}-switch`} checked={sound} onChange={(e) => setSound(e.value)} />
          <label htmlFor={`${id}-switch`}>{t('demo.inputs.switch')}</label>
        </span>
        <span className="row">
          <Checkbox inputId={`${id}-check`} checked={red} onChange={(e) => setRed(e.checked === true)} />
          <label htmlFor={`${id}-check`}>{t('demo.inputs.checkbox')}</label>
        </span>
        <fieldset className="row dev-fieldset">
          <legend>{t('demo.inputs.radio')}</legend>
          {AREAS.map((key) => (
            <span className="row" key={key}>
              <RadioButton
                inputId={`${id}-area-${key}`}
                name={`${id}-area`}
                value={key}
                checked={area === key}
                onChange={() => setArea(key)}
              />
              <label htmlFor={`${id}-area-${key}`}>{t(`demo.inputs.areas.${key}`)}</label>
            </span>
          ))}
        </fieldset>
      </div>
    </Specimen>
  );
}

const LEAGUES = ['epl', 'laliga', 'seriea', 'bundesliga', 'ligue1'] as const;
const SPORTS = ['football', 'basketball', 'esports'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

export function ChoiceSpecimens() {
  const { t } = useTranslation('dev-pages');
  const id = useId();
  const [league, setLeague] = useState<string | null>(null);
  const [sports, setSports] = useState<string[]>(['football']);
  const [period, setPeriod] = useState<string>('week');
  return (
    <Specimen title={t('demo.choices.title')}>
      <div className="dev-grid">
        <div className="field">
          <label htmlFor={`${id}-league`}>{t('demo.choices.dropdown')}</label>
          <Dropdown
            inputId={`${id}-league`}
            value={league}
            placeholder={t('demo.choices.dropdownPlaceholder')}
            options={LEAGUES.map((key) => ({ value: key, label: t(`demo.choices.leagues.${key}`) }))}
            onChange={(e) => setLeague(typeof e.value === 'string' ? e.value : null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sports`}>{t('demo.choices.multi')}</label>
          <MultiSelect
            inputId={`${id}-sports`}
            value={sports}
            display="chip"
            placeholder={t('demo.choices.multiPlaceholder')}
            options={SPORTS.map((key) => ({ value: key, label: t(`demo.choices.sports.${key}`) }))}
            onChange={(e) => setSports(Array.isArray(e.value) ? (e.value as string[]) : [])}
          />
        </div>
        <div className="field">
          <span id={`${id}-period`}>{t('demo.choices.select')}</span>
          <SelectButton
            aria-labelledby={`${id}-period`}
            value={period}
            allowEmpty={false}
            options={PERIODS.map((key) => ({ value: key, label: t(`demo.choices.periods.${key}`) }))}
            onChange={(e) => typeof e.value === 'string' && setPeriod(e.value)}
          />
        </div>
      </div>
    </Specimen>
  );
}

/** The kit's dialog as our dialogs use it (src/ui/use-dialog.ts): mounted while open. */
function ReserveDialog({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('dev-pages');
  const dialog = useDialog(onClosed);
  return (
    <Dialog
      {...dialog.props}
      header={t('demo.overlays.dialogTitle')}
      footer={
        <div className="row actions">
          <Button type="button" text label={t('demo.overlays.dialogCancel')} onClick={dialog.hide} />
          <Button type="button" label={t('demo.overlays.dialogOk')} onClick={dialog.hide} />
        </div>
      }
    >
      <p>{t('demo.overlays.dialogBody')}</p>
    </Dialog>
  );
}

export function OverlaySpecimens() {
  const { t } = useTranslation('dev-pages');
  const [open, setOpen] = useState(false);
  return (
    <Specimen title={t('demo.overlays.title')}>
      <div className="row dev-wrap">
        <Button type="button" label={t('demo.overlays.openDialog')} onClick={() => setOpen(true)} />
        <Button
          type="button"
          outlined
          label={t('demo.overlays.toastInfo')}
          onClick={() => showNotice({ severity: 'success', content: t('demo.overlays.toastInfoText'), life: 3000 })}
        />
        <Button
          type="button"
          outlined
          severity="danger"
          label={t('demo.overlays.toastError')}
          onClick={() => showNotice({ severity: 'error', content: t('demo.overlays.toastErrorText'), life: 5000 })}
        />
        <Button
          type="button"
          text
          label={t('demo.overlays.tooltipButton')}
          tooltip={t('demo.overlays.tooltip')}
          tooltipOptions={{ position: 'top', showOnDisabled: true }}
        />
      </div>
      {open && <ReserveDialog onClosed={() => setOpen(false)} />}
    </Specimen>
  );
}

export function TabSpecimens() {
  const { t } = useTranslation('dev-pages');
  const tabs = ['live', 'schedule', 'results'] as const;
  return (
    <Specimen title={t('demo.tabs.title')}>
      <TabView pt={{ nav: { 'aria-label': t('demo.tabs.title') } }}>
        {tabs.map((key) => (
          <TabPanel key={key} header={t(`demo.tabs.${key}`)}>
            <p>{t(`demo.tabs.${key}Body`)}</p>
          </TabPanel>
        ))}
      </TabView>
    </Specimen>
  );
}

export function LoadingSpecimens() {
  const { t, i18n } = useTranslation('dev-pages');
  return (
    <Specimen title={t('demo.loading.title')}>
      <div className="row dev-wrap" aria-hidden="true">
        <Skeleton shape="circle" size="3rem" />
        <div className="stack grow">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton height="4rem" />
        </div>
      </div>
      {/* As the app shows one: the value beside the bar (the theme's label inside it is too faint to read). */}
      <div className="row">
        <ProgressBar value={64} showValue={false} className="grow" aria-label={t('demo.loading.progress')} />
        <span>{numberFormat(i18n.language, 'percent').format(0.64)}</span>
      </div>
    </Specimen>
  );
}

export function PaginatorSpecimen({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dev-pages');
  const [first, setFirst] = useState(0);
  return (
    <Specimen title={t('demo.paging.title')}>
      <h3>{t('demo.paging.full')}</h3>
      <Paginator first={first} rows={10} totalRecords={240} onPageChange={(e) => setFirst(e.first)} />
      <h3>{t('demo.paging.ours')}</h3>
      {children}
    </Specimen>
  );
}
