import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ApiError, genericFailure, api } from '../../../shared/web/api/client';
import { pushEcommerceError } from './analytics';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Address } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import type { OrderDeliveryPointDto } from '../../orders/domain';
import { type LastOrder, rememberLastOrder } from '../../orders/web';
import { paths, safeReferer } from '../../../shared/web/routes';
import { normaliseVaultMethod } from '../../payment/domain';
import type { AfterOrder } from '../../payment/web';
import { placeOrderPath, type StepCode } from '../domain';
import { type CaptchaAnswer, captchaHeaders } from '../../captcha/web';
import { useCheckoutConfig } from './checkout-config';
import { checkoutDraft } from './checkout-draft';
import { retailerCodeAttribute } from './retailer-code-store';
import { resetSummaryOpen } from './use-summary-open';
import type { OrderConsents } from './use-order-checks';

export interface PlaceOrderInput {
  method: string;
  /** Only when it differs from the delivery address. */
  billingAddress?: Address;
  /** Guests only. */
  email?: string;
  /** The shopper's answers to the place-order checks (agreement ids, consents). */
  consents?: OrderConsents;
  /** Spec 002 §5 check 10: saved before the order is placed. */
  subscribeNewsletter?: boolean;
  /** The method's payment data: a card's encrypted blob, type and last four digits (never the number or CVV). */
  additionalData?: Record<string, unknown>;
  /** Where the page goes once the order is placed, as the method says (the success page when absent). */
  afterOrder?: () => AfterOrder;
  /** The checkout's registered steps in order: they decide which call places the order (spec 002 §4). */
  steps: readonly StepCode[];
  /** The place-order captcha's answer, while one is asked for (spec 002 §7: the X-Captcha header). */
  captcha?: CaptchaAnswer;
}

/** The order's paymentMethod.extension_attributes: the shopper's consents and the summary's retailer code. */
function extensionAttributes(consents: OrderConsents | undefined) {
  const attributes = { ...consents, ...retailerCodeAttribute() };
  return Object.keys(attributes).length > 0 ? { extension_attributes: attributes } : {};
}

/** Spec 002 §2: a card that needs 3-D Secure sends the shopper to the bank's challenge page. */
function challengeUrl(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const url = error.parameters.redirect_url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

interface OrderDto {
  entity_id: number;
  increment_id: string;
  grand_total: number;
  customer_email: string;
  extension_attributes?: { delivery_point?: OrderDeliveryPointDto | null };
}

/** PUT {cart}/newsletter-subscribe (spec 002 §7): a guest is subscribed by the cart's email. */
function saveNewsletterSubscription(cartPath: string, email?: string): Promise<unknown> {
  return api.put(`${cartPath}/newsletter-subscribe`, { newsletterSubscription: { subscribe: true }, ...(email ? { email } : {}) });
}

/**
 * Spec 002 §2: once the order is placed the browser replaces its location with the checkout config's
 * defaultSuccessPageUrl, so Back does not return to the placed order's checkout. A path on this site is
 * replaced in the app's history (the page stays loaded); any other address leaves with location.replace.
 */
function replaceWithSuccessPage(url: string | null | undefined, navigate: NavigateFunction): void {
  const target = url || paths.success;
  if (safeReferer(target)) void navigate(target, { replace: true });
  else window.location.replace(target);
}

/**
 * POST {cart}/payment-information (or payment-information-custom while the age-verification step comes
 * before the last step) places the order; the order is then read back for its number.
 * The order exists once the first call succeeds, so a failed read-back still counts as success.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ref = useCartRef();
  const config = useCheckoutConfig();
  return useMutation({
    mutationFn: async ({
      method,
      billingAddress,
      email,
      consents,
      subscribeNewsletter,
      additionalData,
      steps,
      captcha,
    }: PlaceOrderInput): Promise<LastOrder> => {
      // A refused subscription is not a reason to refuse the order: it goes on.
      if (subscribeNewsletter && ref.path) await saveNewsletterSubscription(ref.path, email).catch(() => undefined);
      const orderId = await api
        .post<string>(
          `${ref.path}${placeOrderPath(steps)}`,
          {
            // Spec 002 §7: a subscription vault's method name goes as `subscribe_pro_vault`.
            paymentMethod: {
              method: normaliseVaultMethod(method),
              ...(additionalData ? { additional_data: additionalData } : {}),
              ...extensionAttributes(consents),
            },
            ...(billingAddress ? { billingAddress } : {}),
            ...(email ? { email } : {}),
          },
          captchaHeaders(captcha),
        )
        .catch((error: unknown) => {
          const url = challengeUrl(error);
          if (!url) throw error;
          window.location.assign(url);
          // The page leaves for the bank's challenge; the mutation stays pending until then.
          return new Promise<string>(() => {});
        });
      const orderPath = ref.isCustomer ? `carts/mine/orders/${orderId}` : `${ref.path}/order`;
      const order = await api.get<OrderDto>(orderPath).catch(() => null);
      return {
        orderId: String(orderId),
        lookupPath: orderPath,
        incrementId: order?.increment_id ?? null,
        email: order?.customer_email ?? email ?? null,
        grandTotal: order?.grand_total ?? null,
        deliveryPoint: order?.extension_attributes?.delivery_point ?? null,
      };
    },
    onError: (error) => {
      pushEcommerceError('payment-information', error instanceof ApiError ? error.message : genericFailure());
      // A refused card may have made the captcha required, and an answer sent used its challenge up.
      void queryClient.invalidateQueries({ queryKey: cartKeys.placeOrderCaptcha(ref.scope) });
    },
    onSuccess: (order, { afterOrder }) => {
      rememberLastOrder(order);
      checkoutDraft.clear();
      // The next checkout starts with the summary as the screen's width says, not as this one was left.
      resetSummaryOpen();
      const next = afterOrder?.() ?? { kind: 'success-page' };
      // The method shows what comes next on this page (the hosted card page in its frame).
      if (next.kind === 'stay') return;
      // A method's page (an alternative payment's gateway) takes the window with a full-page redirect;
      // the success page comes after it.
      if (next.kind === 'leave') {
        if (!ref.isCustomer) guestCartId.clear();
        window.location.replace(next.url);
        return;
      }
      replaceWithSuccessPage(config.data?.defaultSuccessPageUrl, navigate);
      // The ordered cart is closed: the next add starts a new one. A guest's old cart queries are
      // dropped rather than refetched (they would only answer 404).
      if (ref.isCustomer) {
        queryClient.removeQueries({ queryKey: cartKeys.paymentInformation('mine') });
        void queryClient.resetQueries({ queryKey: cartKeys.all });
      } else {
        guestCartId.clear();
        queryClient.removeQueries({ queryKey: cartKeys.all });
      }
    },
  });
}
