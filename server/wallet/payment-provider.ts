import type { FastifyInstance } from 'fastify';
import type { PayChannel } from '../../contracts/account.ts';
import type { PayOrderView } from '../../contracts/wallet.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import type { PaymentConfig } from '../config.ts';
import { createAlipayProvider } from './alipay-payment.ts';
import { createSandboxProvider } from './sandbox-payment.ts';

/**
 * Where recharge money is taken. One adapter per provider, chosen by configuration
 * (`PAYMENT_PROVIDER`): the sandbox is the development default only, Alipay is a real provider,
 * and with none (production without a provider) recharge is refused, never faked.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay';
  /** What the recharge panel offers; an order must name one of these. */
  readonly channels: readonly PayChannel[];
  /** Where the payer goes to pay this order. */
  checkoutUrl(order: PayOrderView): string;
  /** The provider's own calls: its notification endpoint (and the sandbox page's calls). */
  registerRoutes(app: FastifyInstance, ctx: AccountContext): void;
}

/** The configured provider, or null when recharge is off. Throws on a broken configuration. */
export function createPaymentProvider(config: PaymentConfig, publicUrl: () => string): PaymentProvider | null {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxProvider();
    case 'alipay':
      return createAlipayProvider(config, publicUrl);
    case 'off':
      return null;
  }
}

/** The line the start-up banner prints about recharge. */
export function describePayments(config: PaymentConfig): string {
  switch (config.provider) {
    case 'sandbox':
      return 'Payments: sandbox page (development only, no real money)';
    case 'alipay':
      return `Payments: Alipay (app ${config.appId})`;
    case 'off':
      return 'Payments: OFF, recharge is refused (set PAYMENT_PROVIDER=alipay and ALIPAY_* to take payments)';
  }
}
