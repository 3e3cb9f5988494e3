import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ensureWritableCart } from '../../cart/web/cart-scope';
import { CHALLENGE_ORDER_CODE, CHALLENGE_RESULT_PARAM, challengeNotPassedMessage, WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import type { ApmFormHandle } from '../../payment/web/apm-form';
import type { CardFormHandle } from '../../payment/web/card-form';
import { fetchHostedPage, useHostedPageConfig } from '../../payment/web/use-hosted-page';
import { type ElectronicInvoiceController, useElectronicInvoice } from '../../payment/web/use-electronic-invoice';
import { usePaymentConfig } from '../../payment/web/payment-config';
import { type AfterOrder, type MethodBlockHandle, useWebPaymentMethod } from '../../payment/web/method-plugin';

/** The 3-D Secure return's order code (`?threeds=C<cart>-<version>-<attempt>`), when the page comes back from a passed challenge. */
function challengeFromUrl(): string | null {
  const code = new URLSearchParams(window.location.search).get('threeds');
  return code && CHALLENGE_ORDER_CODE.test(code) ? code : null;
}

/** Why the last 3-D Secure challenge did not pass (`?threeds_result=failure|error`), in the card refusal's words. */
function challengeNotPassedFromUrl(): string | null {
  return challengeNotPassedMessage(new URLSearchParams(window.location.search).get(CHALLENGE_RESULT_PARAM));
}

/**
 * The chosen method's own part of the order: the card form (or a passed 3-D Secure challenge, or the hosted
 * page), the alternative payment's block and the Mexican invoice. `collect` checks the method's form and
 * answers its `additional_data`, or `false` when the shopper has something to correct.
 */
export function useMethodPayment(method: string | null) {
  const cardForm = useRef<CardFormHandle>(null);
  const apmForm = useRef<ApmFormHandle>(null);
  // A method registered by code (src/app/web/payment-methods.ts) brings its own block.
  const registered = useWebPaymentMethod(method);
  const registeredBlock = useRef<MethodBlockHandle>(null);
  const invoice: ElectronicInvoiceController = useElectronicInvoice(usePaymentConfig().data?.edicomEnabled === true);
  // A store that takes cards on the gateway's hosted page: no card form; after the order, the page in a frame.
  const hostedConfig = useHostedPageConfig();
  const hostedCard = hostedConfig.data?.enabled === true;
  const [hostedPage, setHostedPage] = useState<{ url: string; title: string } | null>(null);
  const [hostedError, setHostedError] = useState<unknown>(null);
  const [challenge, setChallenge] = useState(challengeFromUrl);
  const [challengeNotPassed, setChallengeNotPassed] = useState(challengeNotPassedFromUrl);
  const isCard = method === WORLDPAY_CC;
  const queryClient = useQueryClient();
  // The basket's quote id, read before the order closes it: the hosted page is asked for that basket's order.
  const hostedQuoteId = useRef('');

  async function collect(cartPath: string | null): Promise<Record<string, unknown> | undefined | false> {
    // A new attempt: the last challenge's refusal is no longer the news.
    setChallengeNotPassed(null);
    // A card is checked and encrypted here; only the blob, the type and the last four digits are sent.
    let additionalData: Record<string, unknown> | undefined;
    if (isCard && hostedCard) {
      additionalData = undefined;
      hostedQuoteId.current = await ensureWritableCart(queryClient)
        .then((cart) => cart.quoteId)
        .catch(() => '');
    }
    else if (isCard && challenge) additionalData = { threeds_order_code: challenge };
    else if (isCard) {
      const card = await cardForm.current?.collect().catch(() => null);
      if (!card) return false;
      additionalData = { ...card };
    } else if (method === WORLDPAY_APM) {
      const apm = apmForm.current?.collect() ?? null;
      if (!apm) return false;
      additionalData = { ...apm };
    } else if (registered?.Block) {
      // Not loaded yet, nothing to send: the shopper places the order once the block shows.
      const block = registeredBlock.current;
      const data = block ? await block.collect() : false;
      if (data === false) return false;
      additionalData = data;
    }
    // Check 5's form goes to the basket just before the order (the server checks it again).
    if (!(await invoice.save(cartPath))) return false;
    if (invoice.enabled && invoice.receive) additionalData = { ...additionalData, edicomEnabled: true };
    return additionalData;
  }

  return {
    cardForm,
    apmForm,
    registered,
    registeredBlock,
    invoice,
    challenge,
    /** The message of a challenge the bank refused or could not run, until the next attempt. */
    challengeNotPassed,
    /** The card form shows once the store's hosted-page setting is known and no challenge is being taken up. */
    showCardForm: isCard && !challenge && !hostedCard && !hostedConfig.isPending,
    hostedCard: isCard && hostedCard,
    hostedPage,
    hostedError,
    collect,
    /** After the order: a hosted card's page opens in its frame. */
    orderPlaced() {
      if (isCard && hostedCard) fetchHostedPage(hostedQuoteId.current, method).then(setHostedPage, setHostedError);
    },
    /** Where a registered method's page goes once its order is placed (the success page for the others). */
    afterOrder(additionalData: Record<string, unknown> | undefined): AfterOrder | undefined {
      return registered?.Block ? registeredBlock.current?.afterOrder?.(additionalData) : undefined;
    },
    /** A challenged payment is tried once: after a failure the shopper enters a card again. */
    orderFailed() {
      setChallenge(null);
      registeredBlock.current?.orderFailed?.();
    },
  };
}

export type MethodPayment = ReturnType<typeof useMethodPayment>;
