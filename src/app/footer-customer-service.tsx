import { useEffect, useState } from 'react';
import { MEMBER_EXTRA_PATHS, type CustomerService } from '../../contracts/member-extras.ts';
import { callRoute } from '../lib/api-client.ts';
import { CustomerServiceView } from '../ui/customer-service-view.tsx';

let asked: Promise<CustomerService | null> | null = null;

/**
 * Customer service for the footer, asked once per page load (the seed loads it at start-up) with
 * the plain client rather than the query cache, which a score page does not otherwise load. A
 * failure shows nothing, silently, as the seed's start-up does.
 */
function customerService(): Promise<CustomerService | null> {
  asked ??= callRoute('POST', MEMBER_EXTRA_PATHS.kefuInfo, {}, { quiet: true }).catch(() => null);
  return asked;
}

export function FooterCustomerService() {
  const [info, setInfo] = useState<CustomerService | null>(null);
  useEffect(() => {
    let current = true;
    void customerService().then((answer) => {
      if (current) setInfo(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return info ? <CustomerServiceView info={info} /> : null;
}
