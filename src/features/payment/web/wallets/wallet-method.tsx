import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useMoneyFormat } from '../../../../shared/web/ui/price';
import { Message } from '../../../../shared/web/ui/message';
import { WALLET_PAYMENT_INVALID } from '../../domain/wallets/messages';
import { readWalletAnswer, walletPaymentDetails, walletPaymentMethods } from '../../domain/wallets/payment-request';
import { readWalletPayment, walletAdditionalData } from '../../domain/wallets/wallet-payment';
import type { MethodBlockProps } from '../method-plugin';
import { useWalletAvailability, useWalletConfig } from './use-wallet';

/**
 * 'Apple Pay / Google Pay' (`worldpay_wallets`; loaded only when chosen). Place Order ('Pay with your
 * wallet') opens the wallet's sheet through the Payment Request API, for the grand total the page shows; the
 * wallet's token goes with the order, and the wallet is told the order's answer (`complete()`).
 *
 * Where the browser has no wallet that can pay (no Payment Request API, or `canMakePayment()` false) the
 * block says so and sends nothing: the method list is the server's, which cannot know the browser, so the
 * method stays listed and this block is where the shopper learns why it cannot be used.
 */
export default function WalletMethodBlock({ ref, grandTotal }: MethodBlockProps) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const money = useMoneyFormat();
  const details = money ? walletPaymentDetails(grandTotal, money.currency, money.priceFormat.precision) : null;
  const availability = useWalletAvailability(config.data, config.isError, details);
  // The wallet's answer, held until the order's answer is known and told to the wallet.
  const answered = useRef<PaymentResponse | null>(null);
  // A message for this attempt, and how many times it was given (the same text said again takes the focus again).
  const [problem, setProblem] = useState<{ text: string; times: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [unavailableAsked, setUnavailableAsked] = useState(0);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (unavailableAsked > 0) statusRef.current?.focus();
  }, [unavailableAsked]);

  const say = (text: string) => setProblem((previous) => ({ text, times: (previous?.times ?? 0) + 1 }));

  /** Tells the wallet how the payment ended (its sheet, if still showing, closes), once. */
  async function tellWallet(result: 'success' | 'fail'): Promise<void> {
    const response = answered.current;
    answered.current = null;
    await response?.complete(result).catch(() => undefined);
  }

  useImperativeHandle(ref, () => ({
    async collect() {
      setProblem(null);
      // A wallet answer an earlier attempt never sent (another check stopped it) is over.
      await tellWallet('fail');
      if (availability !== 'available' || !config.data || !details) {
        setUnavailableAsked((times) => times + 1);
        return false;
      }
      let response: PaymentResponse;
      try {
        response = await new PaymentRequest(walletPaymentMethods(config.data), details).show();
      } catch (error) {
        say((error as Error).name === 'AbortError' ? t('payment.wallet.closed') : t('payment.wallet.failed'));
        return false;
      }
      // The wallet's answer is checked with the server's own rules before it goes anywhere.
      const answer = readWalletAnswer(response.details);
      const read = answer ? readWalletPayment(walletAdditionalData(answer), config.data.networks) : null;
      if (!read?.ok) {
        await response.complete('fail').catch(() => undefined);
        say(read ? read.message : WALLET_PAYMENT_INVALID);
        return false;
      }
      answered.current = response;
      return walletAdditionalData(read.payment);
    },
    afterOrder() {
      void tellWallet('success');
      return { kind: 'success-page' };
    },
    orderFailed() {
      void tellWallet('fail');
    },
  }));

  const status =
    availability === 'checking'
      ? t('payment.wallet.checking')
      : availability === 'unavailable'
        ? t('payment.wallet.notAvailable')
        : t('payment.wallet.ready', { amount: formatMoney(grandTotal, money) });
  return (
    <div className="wallet-method">
      <p ref={statusRef} tabIndex={-1} role="status" className={availability === 'unavailable' ? 'message message-warning' : undefined}>
        {status}
      </p>
      {problem && (
        <div ref={problemRef} tabIndex={-1} key={problem.times}>
          <Message kind="error">{problem.text}</Message>
        </div>
      )}
    </div>
  );
}
