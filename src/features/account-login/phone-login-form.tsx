import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputOtp } from 'primereact/inputotp';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, MOBILE_MAX_LENGTH, SMS_CODE_LENGTH, type LoginResult } from '../../../contracts/account.ts';
import { API_PATHS, type CountryCode } from '../../../contracts/api.ts';
import type { LoginType, RuleKey } from '../../../contracts/account-rules.ts';
import { ApiCallError, callRoute } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import {
  afterReset,
  fieldAfterRefusal,
  fieldOfRule,
  fieldsOf,
  initialForm,
  needsCaptcha,
  readRememberedAccount,
  saveRememberedAccount,
  smsRequest,
  submitRequest,
  validateForm,
  validateMobile,
  type FormField,
  type LoginWay,
  type PhoneForm,
} from './login-form-state.ts';
import { useSmsCountdown } from '../../ui/sms-countdown.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

const DEFAULT_COUNTRY_CODES: CountryCode[] = [{ id: 0, code: '86', name: '' }];

/** Country codes from the system config; 86 alone when it cannot be read. */
function useCountryCodes(): CountryCode[] {
  const config = useQuery(apiQuery(API_PATHS.systemConfig, {}));
  const codes = config.data?.CountryCode;
  return Array.isArray(codes) && codes.length > 0 ? codes : DEFAULT_COUNTRY_CODES;
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
 * Phone login (with the password or an SMS code), registration and password reset: the seed's
 * fields, rules checked before any call, the slider check before a password login or a
 * registration, the server's refusal shown in the dialog. A refusal puts focus on the field it is
 * about, so a keyboard or screen-reader user is where the fix goes.
 */
export function PhoneLoginForm({
  type,
  invite = '',
  onTypeChange,
  onSuccess,
}: {
  type: LoginType;
  /** The registration's invite code to start with. */
  invite?: string;
  onTypeChange(type: LoginType): void;
  onSuccess(result: LoginResult): void;
}) {
  // The form rules answer with `validation:` keys.
  const { t } = useTranslation(['account', 'validation', 'common']);
  const id = useId();
  const countryCodes = useCountryCodes();
  const [form, setForm] = useState<PhoneForm>(() => ({ ...initialForm(readRememberedAccount(localStorage)), invite }));
  const [way, setWay] = useState<LoginWay>('password');
  const [message, setMessage] = useState<Message | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState(false);
  /** The field to focus after the next render (a fresh object each time, so a repeat focuses again). */
  const [focus, setFocus] = useState<{ field: FormField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const countdown = useSmsCountdown();
  const loginWay: LoginWay = type === 'code' ? way : 'password';
  const fields = fieldsOf(type, loginWay);

  useEffect(() => {
    if (!focus || captcha) return;
    const target =
      focus.field === 'code'
        ? formRef.current?.querySelector<HTMLInputElement>(`[aria-labelledby="${id}-code-label"] input`)
        : document.getElementById(`${id}-${focus.field}`);
    target?.focus();
  }, [focus, captcha, id]);

  const set = (patch: Partial<PhoneForm>) => setForm((f) => ({ ...f, ...patch }));
  const refuse = (rule: RuleKey) => {
    setMessage({ kind: 'rule', key: rule });
    setFocus({ field: fieldOfRule(rule) });
  };
  const fail = (e: unknown, field: FormField) => {
    setMessage(
      e instanceof ApiCallError ? { kind: 'server', text: e.message } : { kind: 'rule', key: 'common:error.generic' },
    );
    setFocus({ field });
  };

  const switchType = (next: LoginType) => {
    setMessage(null);
    setNotice(null);
    setCaptcha(false);
    onTypeChange(next);
    // The link pressed is gone with the old form: focus goes on to the new form's first field.
    setFocus({ field: 'mobile' });
  };

  const sms = useMutation({
    mutationFn: () => callRoute('POST', ACCOUNT_PATHS.getCode, smsRequest(type, form), { quiet: true }),
    onSuccess: (answer) => {
      countdown.start(answer.cooldown);
      setNotice(t('sms.sent'));
      setFocus({ field: 'code' });
    },
    onError: (e) => fail(e, 'mobile'),
  });
  const getCode = () => {
    const rule = validateMobile(form);
    if (rule) return refuse(rule);
    setMessage(null);
    sms.mutate();
  };

  const submitted = useMutation({
    mutationFn: (captchaPass: string | null) => {
      const request = submitRequest(type, form, captchaPass, loginWay);
      return callRoute('POST', request.path, request.params, { quiet: true });
    },
    onSuccess: (result) => {
      if (type === 'forgot') {
        setForm(afterReset);
        setNotice(t('forgot.done'));
        onTypeChange('code');
        setWay('password');
        setFocus({ field: 'password' });
        return;
      }
      saveRememberedAccount(localStorage, form);
      // Every way but `forgot` (handled above) answers a login.
      onSuccess(result as LoginResult);
    },
    onError: (e) => fail(e, fieldAfterRefusal(type, loginWay)),
  });
  const busy = submitted.isPending;
  const send = (captchaPass: string | null) => {
    setCaptcha(false);
    submitted.mutate(captchaPass);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const rule = validateForm(type, form, loginWay);
    if (rule) return refuse(rule);
    setMessage(null);
    if (needsCaptcha(type, loginWay)) setCaptcha(true);
    else send(null);
  };

  if (captcha) {
    return (
      <div className="stack">
        <SliderCaptcha onPass={send} />
        <Button
          type="button"
          link
          label={t('captcha.back')}
          onClick={() => {
            setCaptcha(false);
            setFocus({ field: loginWay === 'sms' || type !== 'code' ? 'code' : 'password' });
          }}
        />
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
    <form ref={formRef} className="stack phone-login" onSubmit={submit} noValidate>
      <div className="login-mobile-row">
        <Field id={`${id}-countryCode`} label={t('field.countryCode')}>
          <Dropdown
            inputId={`${id}-countryCode`}
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
              disabled={countdown.left > 0 || sms.isPending}
              onClick={getCode}
            />
          </div>
        </div>
      )}
      {fields.password &&
        password(
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
      {type === 'code' && (
        <Button
          type="button"
          link
          size="small"
          label={t(way === 'password' ? 'sms.login' : 'sms.password')}
          onClick={() => {
            setMessage(null);
            setWay(way === 'password' ? 'sms' : 'password');
          }}
        />
      )}
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
