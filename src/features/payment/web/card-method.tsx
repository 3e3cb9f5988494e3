import { lazy, Suspense, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { CHALLENGE_ORDER_CODE, CHALLENGE_RESULT_PARAM, challengeNotPassedMessage } from '../domain/cards/card-payment';
import { SUBSCRIBE_PRO_VAULT } from '../domain/method-codes';
import CardFormBlock, { type CardFormHandle } from './card-form';
import type { MethodBlockProps } from './method-plugin';
import { fetchHostedPage, useHostedPageConfig } from './use-hosted-page';

const HostedPaymentFrame = lazy(() => import('./hosted-payment-frame'));

/** The 3-D Secure return's order code (`?threeds=C<cart>-<version>-<attempt>`), when the page comes back from a passed challenge. */
function challengeFromUrl(): string | null {
  const code = new URLSearchParams(window.location.search).get('threeds');
  return code && CHALLENGE_ORDER_CODE.test(code) ? code : null;
}

/** Why the last 3-D Secure challenge did not pass (`?threeds_result=failure|error`), in the card refusal's words. */
function challengeNotPassedFromUrl(): string | null {
  return challengeNotPassedMessage(new URLSearchParams(window.location.search).get(CHALLENGE_RESULT_PARAM));
}

interface CardMethodProps extends MethodBlockProps {
  /**
   * A subscription's card (subscribe_pro): always typed in the shop (never the hosted page) and saved as a
   * subscription payment profile; a profile saved before pays as `subscribe_pro_vault` (spec 002 §7).
   */
  forSubscription?: boolean;
}

/**
 * 'Credit / Debit Card' (spec 002 §2, §4, §5; loaded only when chosen): the card form; or, back from a passed
 * 3-D Secure challenge, that payment taken up; or, in a store that takes cards on the gateway's hosted page,
 * no form and, after the order, the page in a frame.
 */
export default function CardMethodBlock({ ref, code, billingCountry, isCustomer, subscription, disabled, quoteId, forSubscription = false }: CardMethodProps) {
  const { t } = useTranslation();
  const cardForm = useRef<CardFormHandle>(null);
  const hostedConfig = useHostedPageConfig(!forSubscription);
  const hosted = !forSubscription && hostedConfig.data?.enabled === true;
  const [challenge, setChallenge] = useState(challengeFromUrl);
  const [challengeNotPassed, setChallengeNotPassed] = useState(challengeNotPassedFromUrl);
  const [hostedPage, setHostedPage] = useState<{ url: string } | null>(null);
  const [hostedError, setHostedError] = useState<unknown>(null);
  // The basket's quote id, read before the order closes it: the hosted page is asked for that basket's order.
  const hostedQuoteId = useRef('');

  useImperativeHandle(ref, () => ({
    async collect() {
      // A new attempt: the last challenge's refusal is no longer the news.
      setChallengeNotPassed(null);
      // The store's setting decides between the form and the hosted page: asked for once more if not known yet.
      const takesHostedPage = !forSubscription && (hostedConfig.data ? hosted : (await hostedConfig.refetch()).data?.enabled === true);
      if (takesHostedPage) {
        hostedQuoteId.current = await quoteId().catch(() => '');
        return undefined;
      }
      if (challenge) return { threeds_order_code: challenge };
      // The card is checked and encrypted here; only the blob, the type and the last four digits are sent.
      const card = await cardForm.current?.collect().catch(() => null);
      return card ? { ...card } : false;
    },
    placedWith: (additionalData) => (forSubscription && additionalData?.isSavedCardPayment === true ? SUBSCRIBE_PRO_VAULT : undefined),
    afterOrder() {
      if (!hosted) return { kind: 'success-page' };
      fetchHostedPage(hostedQuoteId.current, code).then(setHostedPage, setHostedError);
      return { kind: 'stay' };
    },
    // A challenged payment is tried once: after a failure the shopper enters a card again.
    orderFailed: () => setChallenge(null),
  }));

  return (
    <>
      {challengeNotPassed && <Message kind="error">{challengeNotPassed}</Message>}
      {challenge && <p role="status">{t('payment.card.challengePassed')}</p>}
      {!challenge && !hosted && (forSubscription || !hostedConfig.isPending) && (
        <CardFormBlock
          ref={cardForm}
          countryId={billingCountry}
          disabled={disabled}
          isCustomer={isCustomer}
          subscription={subscription}
          forSubscription={forSubscription}
        />
      )}
      <ErrorMessage error={hostedError} />
      {hostedPage && (
        <Suspense fallback={<p role="status">{t('payment.card.loadingHostedPage')}</p>}>
          <HostedPaymentFrame url={hostedPage.url} title={t('payment.card.hostedFrameTitle')} />
        </Suspense>
      )}
    </>
  );
}
