import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, MOBILE_MAX_LENGTH, SMS_CODE_LENGTH, type LoginResult } from '../../../contracts/account.ts';
import { API_PATHS, type CountryCode, type SystemConfig } from '../../../contracts/api.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { ApiCallError, apiGet, apiPost } from '../../lib/api-client.ts';
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

/** Country codes from the system config; 86 alone when it cannot be read. */
function useCountryCodes(): CountryCode[] {
  const [codes, setCodes] = useState<CountryCode[]>([]);
  useEffect(() => {
    let live = true;
    apiGet<SystemConfig>(API_PATHS.systemConfig, {}, { quiet: true }).then(
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
type Message = { kind: 'rule'; key: string } | { kind: 'server'; text: string };

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
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
  const { t } = useTranslation('account');
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
    apiPost(ACCOUNT_PATHS.getCode, smsRequest(type, form), { quiet: true }).then(() => {
      countdown.start();
      setNotice(t('sms.sent'));
    }, fail);
  };

  const send = (captchaPass: string | null) => {
    const request = submitRequest(type, form, captchaPass);
    setBusy(true);
    setCaptcha(false);
    apiPost<LoginResult>(request.path, request.params, { quiet: true })
      .then((result) => {
        if (type === 'forgot') {
          setForm(afterReset);
          setNotice(t('forgot.done'));
          onTypeChange('code');
          return;
        }
        saveRememberedAccount(localStorage, form);
        onSuccess(result);
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
      <div className="phone-login">
        <SliderCaptcha onPass={send} />
        <button type="button" className="login-link" onClick={() => setCaptcha(false)}>
          {t('captcha.back')}
        </button>
      </div>
    );
  }

  return (
    <form className="phone-login" onSubmit={submit} noValidate>
      <div className="login-mobile-row">
        <Field id={`${id}-cc`} label={t('field.countryCode')}>
          <select id={`${id}-cc`} value={form.country_code} onChange={(e) => set({ country_code: e.target.value })}>
            {countryCodes.map((c) => (
              <option key={`${c.id}-${c.code}`} value={c.code}>
                {`+${c.code} ${c.name}`}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-mobile`} label={t('field.mobile')}>
          <input
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
        <Field id={`${id}-code`} label={t('field.code')}>
          <div className="login-code-row">
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={form.code}
              onChange={(e) => set({ code: e.target.value.trim() })}
            />
            <button type="button" onClick={getCode} disabled={countdown.left > 0}>
              {countdown.left > 0 ? t('sms.wait', { seconds: countdown.left }) : t('sms.get')}
            </button>
          </div>
        </Field>
      )}
      <Field id={`${id}-password`} label={t(type === 'code' ? 'field.password' : 'field.newPassword')}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete={type === 'code' ? 'current-password' : 'new-password'}
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
      </Field>
      {fields.password2 && (
        <Field id={`${id}-password2`} label={t('field.password2')}>
          <input
            id={`${id}-password2`}
            type="password"
            autoComplete="new-password"
            value={form.password2}
            onChange={(e) => set({ password2: e.target.value })}
          />
        </Field>
      )}
      {fields.invite && (
        <Field id={`${id}-invite`} label={t('field.invite')}>
          <input id={`${id}-invite`} value={form.invite} onChange={(e) => set({ invite: e.target.value.trim() })} />
        </Field>
      )}
      <label className="login-remember">
        <input type="checkbox" checked={form.remember} onChange={(e) => set({ remember: e.target.checked })} />
        {t('field.remember')}
      </label>
      {message && (
        <p role="alert" className="login-warning">
          {message.kind === 'rule' ? t(message.key) : message.text}
        </p>
      )}
      {notice && (
        <p role="status" className="login-notice">
          {notice}
        </p>
      )}
      <button type="submit" className="login-submit" disabled={busy}>
        {t(`submit.${type}`)}
      </button>
      <div className="login-links">
        {type === 'code' ? (
          <>
            <button type="button" className="login-link" onClick={() => switchType('regiter')}>
              {t('link.toRegister')}
            </button>
            <button type="button" className="login-link" onClick={() => switchType('forgot')}>
              {t('link.forgot')}
            </button>
          </>
        ) : (
          <button type="button" className="login-link" onClick={() => switchType('code')}>
            {t('link.toLogin')}
          </button>
        )}
      </div>
    </form>
  );
}
