import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputOtp } from 'primereact/inputotp';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, MOBILE_MAX_LENGTH, SMS_CODE_LENGTH, type LoginResult } from '../../../contracts/account.ts';
import { API_PATHS, type CountryCode } from '../../../contracts/api.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { ApiCallError, callRoute } from '../../lib/api-client.ts';
import {
  afterReset,
  fieldsOf,
  initialForm,
  needsCaptcha,
  readRememberedAccount,
  saveRememberedAccount,
  smsRequest,
  submitRequest,
  validateForm,
  validateMobile,
  type PhoneForm,
} from './login-form-state.ts';
import { useSmsCountdown } from '../../ui/sms-countdown.ts';
import { SliderCaptcha } from './slider-captcha.tsx';
import type { RuleKey } from '../../../contracts/account-rules.ts';

/** Country codes from the system config; 86 alone when it cannot be read. */
function useCountryCodes(): CountryCode[] {
  const [codes, setCodes] = useState<CountryCode[]>([]);
  useEffect(() => {
    let live = true;
    callRoute('GET', API_PATHS.systemConfig, {}, { quiet: true }).then(
      (c) => live && Array.isArray(c.CountryCode) && setCodes(c.CountryCode),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return codes.length > 0 ? codes : [{ id: 0, code: '86', name: '' }];
}

/** A rule (`validation:` / `common:` key) or the server's own words. */
type Message = { kind: 'rule'; key: RuleKey | 'common:error.generic' } | { kind: 'server'; text: string };

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Phone login, registration and password reset: the seed's fields, rules checked before any call,
 * the slider check before a login or a registration, the server's refusal shown in the dialog.
 */
export function PhoneLoginForm({
  type,
  onTypeChange,
  onSuccess,
}: {
  type: LoginType;
  onTypeChange(type: LoginType): void;
  onSuccess(result: LoginResult): void;
}) {
  // The form rules answer with `validation:` keys.
  const { t } = useTranslation(['account', 'validation', 'common']);
  const id = useId();
  const countryCodes = useCountryCodes();
  const [form, setForm] = useState<PhoneForm>(() => initialForm(readRememberedAccount(localStorage)));
  const [message, setMessage] = useState<Message | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useSmsCountdown();
  const fields = fieldsOf(type);

  const set = (patch: Partial<PhoneForm>) => setForm((f) => ({ ...f, ...patch }));
  const fail = (e: unknown) =>
    setMessage(
      e instanceof ApiCallError ? { kind: 'server', text: e.message } : { kind: 'rule', key: 'common:error.generic' },
    );

  const switchType = (next: LoginType) => {
    setMessage(null);
    setNotice(null);
    setCaptcha(false);
    onTypeChange(next);
  };

  const getCode = () => {
    const rule = validateMobile(form);
    if (rule) return setMessage({ kind: 'rule', key: rule });
    setMessage(null);
    callRoute('POST', ACCOUNT_PATHS.getCode, smsRequest(type, form), { quiet: true }).then(() => {
      countdown.start();
      setNotice(t('sms.sent'));
    }, fail);
  };

  const send = (captchaPass: string | null) => {
    const request = submitRequest(type, form, captchaPass);
    setBusy(true);
    setCaptcha(false);
    callRoute('POST', request.path, request.params, { quiet: true })
      .then((result) => {
        if (type === 'forgot') {
          setForm(afterReset);
          setNotice(t('forgot.done'));
          onTypeChange('code');
          return;
        }
        saveRememberedAccount(localStorage, form);
        // Login and register answer a LoginResult (only the reset, handled above, does not).
        onSuccess(result as LoginResult);
      }, fail)
      .finally(() => setBusy(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const rule = validateForm(type, form);
    if (rule) return setMessage({ kind: 'rule', key: rule });
    setMessage(null);
    if (needsCaptcha(type)) setCaptcha(true);
    else send(null);
  };

  if (captcha) {
    return (
      <div className="stack">
        <SliderCaptcha onPass={send} />
        <Button type="button" link label={t('captcha.back')} onClick={() => setCaptcha(false)} />
      </div>
    );
  }

  const password = (key: 'password' | 'password2', label: string, autoComplete: string) => (
    <Field id={`${id}-${key}`} label={label}>
      <Password
        inputId={`${id}-${key}`}
        feedback={false}
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Field>
  );

  return (
    <form className="stack phone-login" onSubmit={submit} noValidate>
      <div className="login-mobile-row">
        <Field id={`${id}-cc`} label={t('field.countryCode')}>
          <Dropdown
            inputId={`${id}-cc`}
            value={form.country_code}
            filter={countryCodes.length > 8}
            options={countryCodes.map((c) => ({ value: c.code, label: `+${c.code} ${c.name}` }))}
            valueTemplate={() => `+${form.country_code}`}
            onChange={(e) => set({ country_code: String(e.value) })}
          />
        </Field>
        <Field id={`${id}-mobile`} label={t('field.mobile')}>
          <InputText
            id={`${id}-mobile`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX_LENGTH}
            value={form.mobile}
            onChange={(e) => set({ mobile: e.target.value.trim() })}
          />
        </Field>
      </div>
      {fields.code && (
        <div className="field">
          <span id={`${id}-code-label`}>{t('field.code')}</span>
          <div className="row">
            <InputOtp
              length={SMS_CODE_LENGTH}
              integerOnly
              value={form.code}
              pt={{ root: { role: 'group', 'aria-labelledby': `${id}-code-label` } }}
              onChange={(e) => set({ code: String(e.value ?? '').trim() })}
            />
            <Button
              type="button"
              outlined
              size="small"
              label={countdown.left > 0 ? t('sms.wait', { seconds: countdown.left }) : t('sms.get')}
              disabled={countdown.left > 0}
              onClick={getCode}
            />
          </div>
        </div>
      )}
      {password(
        'password',
        t(type === 'code' ? 'field.password' : 'field.newPassword'),
        type === 'code' ? 'current-password' : 'new-password',
      )}
      {fields.password2 && password('password2', t('field.password2'), 'new-password')}
      {fields.invite && (
        <Field id={`${id}-invite`} label={t('field.invite')}>
          <InputText id={`${id}-invite`} value={form.invite} onChange={(e) => set({ invite: e.target.value.trim() })} />
        </Field>
      )}
      <div className="row">
        <Checkbox
          inputId={`${id}-remember`}
          checked={form.remember}
          onChange={(e) => set({ remember: e.checked === true })}
        />
        <label htmlFor={`${id}-remember`}>{t('field.remember')}</label>
      </div>
      {message && (
        <p role="alert" className="error-text">
          {message.kind === 'rule' ? t(message.key) : message.text}
        </p>
      )}
      {notice && (
        <p role="status" className="ok-text">
          {notice}
        </p>
      )}
      <Button type="submit" label={t(`submit.${type}`)} disabled={busy} />
      <div className="spread">
        {type === 'code' ? (
          <>
            <Button
              type="button"
              link
              size="small"
              label={t('link.toRegister')}
              onClick={() => switchType('regiter')}
            />
            <Button type="button" link size="small" label={t('link.forgot')} onClick={() => switchType('forgot')} />
          </>
        ) : (
          <Button type="button" link size="small" label={t('link.toLogin')} onClick={() => switchType('code')} />
        )}
      </div>
    </form>
  );
}
