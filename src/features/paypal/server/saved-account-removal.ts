import type { FastifyBaseLogger } from 'fastify';
import { ShopError } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { agreementIdOf, SAVED_ACCOUNT_NOT_FOUND } from '../domain';
import type { PayPalPort } from '../providers/port';
import { activeAgreementOf, cancelAgreement } from './store';
import { paypalUnavailable } from './unavailable';

/**
 * The customer removes a saved PayPal account: its token is deleted from PayPal's vault first (one PayPal
 * no longer holds counts as deleted), then the account is cancelled at the shop, no longer listed nor
 * offered. Another customer's, an unknown or a removed one is 404, telling nothing; PayPal down is 503 with
 * nothing changed.
 */
export async function removeSavedAccount(s: { db: Executor; port: PayPalPort; log: FastifyBaseLogger }, customerId: number, rawId: unknown): Promise<void> {
  const id = agreementIdOf(rawId);
  const agreement = id === null ? undefined : await activeAgreementOf(s.db, customerId, id);
  if (!agreement) throw new ShopError('NOT_FOUND', SAVED_ACCOUNT_NOT_FOUND);
  try {
    if (!(await s.port.deleteVaultToken(agreement.agreementId)))
      s.log.info({ code: 'paypal_agreement_gone', agreementId: agreement.id }, 'saved PayPal account already gone at PayPal');
  } catch (error) {
    paypalUnavailable(error, s, 'paypal_agreement_not_removed');
  }
  await cancelAgreement(s.db, agreement.id);
  s.log.info({ code: 'paypal_agreement_removed', agreementId: agreement.id }, 'saved PayPal account removed');
}
