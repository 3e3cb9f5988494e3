import { toDecimal } from '../../../shared/domain/money';
import type { StoreSettings } from '../../stores/domain';
import type { RuleOutcome, Totals } from '../domain';
import type { CartLine } from '../../cart/server';
import { itemOptions } from '../../cart/domain';
import type { Quote } from './quote-types';
import type { TotalSegment, TotalsResponse } from './responses';

/** The shipping segment's amounts with its delivery method named beside them. */
function withShippingMethod(amounts: { value: number; extension_attributes?: { value_excl_tax: number; value_incl_tax: number } }, method: string) {
  return { ...amounts, extension_attributes: { ...amounts.extension_attributes, shipping_method_title: method } };
}

/** Magento's cart totals shape (decimals, snake_case, segments with the grand total in the footer). */
export function totalsDto(totals: Totals, lines: CartLine[], settings: StoreSettings, promotions?: RuleOutcome, rewardBalance = 0): TotalsResponse {
  const d = toDecimal;
  // Tax display modes (spec 000 §4): 'including' and 'excluding' show one value; 'both' shows the
  // value without tax and carries both in the segment's extension attributes, for every segment
  // that holds tax, so each column adds up (the amounts without tax and the tax, or those with tax).
  const display = (excl: number, incl: number) =>
    settings.taxDisplay === 'both'
      ? { value: d(excl), extension_attributes: { value_excl_tax: d(excl), value_incl_tax: d(incl) } }
      : { value: d(settings.taxDisplay === 'excluding' ? excl : incl) };
  const taxPercent = totals.taxRateBasisPoints / 100;
  const segments: TotalSegment[] = [{ code: 'subtotal', title: 'Subtotal', ...display(totals.subtotal, totals.subtotalInclTax) }];
  if (totals.shippingTitle) {
    segments.push({
      code: 'shipping',
      title: `Shipping & Handling (${totals.shippingTitle})`,
      ...withShippingMethod(display(totals.shippingAmount, totals.shippingInclTax), totals.shippingTitle),
    });
  }
  const labels = promotions?.breakdown.map((b) => b.ruleName) ?? [];
  if (totals.discountAmount !== 0) {
    segments.push({
      code: 'discount',
      title: labels.length ? `Discount (${labels.join(', ')})` : 'Discount',
      ...display(totals.discountAmountExclTax, totals.discountAmount),
    });
  }
  for (const offer of totals.offers) segments.push({ code: offer.code, title: offer.title, ...display(-offer.amountExclTax, -offer.amount) });
  // Spec 000 §4: the WEEE line shows only when above 0.
  // The title is the store's: 'FPT' (Magento's fixed product tax) in the UK, eco-participation in France.
  if (totals.weeeAmount > 0) segments.push({ code: 'weee', title: settings.weee.title, ...display(totals.weeeAmountExclTax, totals.weeeAmount) });
  if (totals.rewardAmount > 0) segments.push({ code: 'reward', title: 'Reward Points', value: d(-totals.rewardAmount) });
  if (totals.paymentFee > 0) {
    segments.push({ code: 'cash_on_delivery_fee', title: 'Cash on Delivery Fee', ...display(totals.paymentFeeExclTax, totals.paymentFee) });
  }
  segments.push({
    code: 'tax',
    title: 'Tax',
    value: d(totals.taxAmount),
    extension_attributes: {
      // Named even at 0, so that the row reads as the store's tax ('Sales Tax' before a US state is known).
      tax_grandtotal_details: [{ amount: d(totals.taxAmount), rates: [{ percent: String(taxPercent), title: settings.taxTitle }], group_id: 1 }],
    },
  });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: d(totals.grandTotal), area: 'footer' });

  const byId = new Map(lines.map((l) => [l.itemId, l]));
  return {
    grand_total: d(totals.grandTotal),
    base_grand_total: d(totals.grandTotal),
    subtotal: d(totals.subtotal),
    base_subtotal: d(totals.subtotal),
    discount_amount: d(totals.discountAmount),
    base_discount_amount: d(totals.discountAmount),
    subtotal_with_discount: d(totals.subtotalWithDiscount),
    base_subtotal_with_discount: d(totals.subtotalWithDiscount),
    shipping_amount: d(totals.shippingAmount),
    base_shipping_amount: d(totals.shippingAmount),
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: d(totals.taxAmount),
    base_tax_amount: d(totals.taxAmount),
    weee_tax_applied_amount: totals.weeeAmount > 0 ? d(totals.weeeAmount) : null,
    shipping_tax_amount: d(totals.shippingInclTax - totals.shippingAmount),
    base_shipping_tax_amount: d(totals.shippingInclTax - totals.shippingAmount),
    subtotal_incl_tax: d(totals.subtotalInclTax),
    base_subtotal_incl_tax: d(totals.subtotalInclTax),
    shipping_incl_tax: d(totals.shippingInclTax),
    base_shipping_incl_tax: d(totals.shippingInclTax),
    base_currency_code: totals.currency,
    quote_currency_code: totals.currency,
    items_qty: totals.itemsQty,
    items: totals.items.map((i) => {
      const line = byId.get(i.itemId);
      return {
        item_id: i.itemId,
        price: d(i.price),
        base_price: d(i.price),
        qty: i.qty,
        row_total: d(i.rowTotal),
        base_row_total: d(i.rowTotal),
        row_total_with_discount: d(i.rowTotal - i.discountAmount),
        tax_amount: d(i.taxAmount),
        base_tax_amount: d(i.taxAmount),
        tax_percent: taxPercent,
        discount_amount: d(i.discountAmount),
        base_discount_amount: d(i.discountAmount),
        discount_percent: 0,
        price_incl_tax: d(i.priceInclTax),
        base_price_incl_tax: d(i.priceInclTax),
        row_total_incl_tax: d(i.rowTotalInclTax),
        base_row_total_incl_tax: d(i.rowTotalInclTax),
        options: JSON.stringify(itemOptions({ ...i, personalisation: line?.personalisation ?? null })),
        weee_tax_appled_amount: null,
        weee_tax_applied: null,
        name: i.name,
        extension_attributes: {
          product_sku: i.sku,
          product_url: line ? `/product/${line.urlKey}` : '',
          personalisation: line?.personalisation ?? null,
          subscription_option: { create_new_subscription_at_checkout: i.isSubscription, interval: i.isSubscription ? i.subscriptionInterval : 0 },
        },
      };
    }),
    total_segments: segments,
    coupon_code: promotions?.appliedCoupon?.code ?? null,
    coupon_label: promotions?.appliedCoupon?.label ?? null,
    extension_attributes: {
      reward_points_balance: rewardBalance,
      base_reward_currency_amount: d(totals.rewardAmount),
      amrule_discount_breakdown: (promotions?.breakdown ?? []).map((b) => ({ rule_name: b.ruleName, rule_amount: d(-b.amount) })),
    },
  };
}

/** The totals of a priced cart, as every cart call answers them. */
export function quoteTotalsDto(quote: Quote, settings: StoreSettings): TotalsResponse {
  return totalsDto(quote.totals, quote.lines, settings, quote.promotions, quote.reward.balance);
}
