import i18next from 'i18next';
import { ApiCallError } from '../../../lib/api-client.ts';

/** The recharge page of the member centre (wallet with the recharge form open). */
export const RECHARGE_PATH = '/member?type=1&isRecharge=1';

/**
 * Whether the server refused a payment for too few diamonds. The API answers every refusal as
 * `code 1` with a message in the caller's language, so the message is compared with the
 * catalogue's texts for that refusal.
 */
export function isInsufficient(error: unknown): boolean {
  if (!(error instanceof ApiCallError) || error.code !== 1) return false;
  const texts = [i18next.t('rooms:economy.insufficient'), i18next.t('validation:amount.insufficient')];
  return texts.some((text) => text && !text.includes(':') && text === error.message);
}

/** Whether a call never reached an answer (so it may or may not have been applied). */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === -1;
}

/** A refusal's text for the user. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
