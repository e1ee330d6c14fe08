import { useTranslation } from 'react-i18next';
import type { CustomerService } from '../../contracts/member-extras.ts';

/**
 * How to reach customer service (`user/getKefuInfo`): each channel the site has (QQ, WeChat,
 * email, phone) and the hours.
 */
export function CustomerServiceView({ info: data, className }: { info: CustomerService; className?: string }) {
  const { t } = useTranslation('customer-service');
  return (
    <ul className={className} aria-label={t('title')}>
      {data.email && (
        <li>
          {t('email')} <a href={`mailto:${data.email}`}>{data.email}</a>
        </li>
      )}
      {data.qq && (
        <li>
          {t('qq')} {data.qq}
        </li>
      )}
      {data.wechat && (
        <li>
          {t('wechat')} {data.wechat}
        </li>
      )}
      {data.phone && (
        <li>
          {t('phone')} <a href={`tel:${data.phone.replace(/[\s-]/g, '')}`}>{data.phone}</a>
        </li>
      )}
      <li>
        {t('hours')} {t('hoursValue', { hours: data.hours, zone: data.time_zone })}
      </li>
    </ul>
  );
}
