import type { Minor } from '../../../shared/domain/money';
import { type TaxRules, splitTax } from '../../stores/domain';
import type { OfferDiscount } from './free-offers';

/** One basket line as priced: the unit price is the catalogue price in the store's tax mode. */
interface PricedLineInput {
  itemId: number;
  sku: string;
  name: string;
  qty: number;
  unitPrice: Minor;
  isSubscription: boolean;
  subscriptionInterval: number;
}

export { splitTax };

export interface TotalsInput {
  lines: PricedLineInput[];
  tax: TaxRules;
  /** The chosen delivery rate in the store's tax mode, or null before one is chosen. */
  shipping: { amount: Minor; title: string } | null;
  /** A charge added by the payment method (cash on delivery), in the store's tax mode. */
  paymentFee: Minor;
  currency: string;
  /** Discount per item id (positive minor units, in the store's tax mode), from the cart rules. */
  lineDiscounts?: Map<number, Minor>;
  /** Offers shown as their own segments (free device, free samples). */
  offerDiscounts?: OfferDiscount[];
  /** The WEEE (electrical waste) fee, in the store's tax mode; added to the grand total. */
  weeeAmount?: Minor;
  /** Paid with reward points: taken off the grand total after tax, like store credit. */
  rewardAmount?: Minor;
}

interface LineTotals extends PricedLineInput {
  price: Minor;
  priceInclTax: Minor;
  rowTotal: Minor;
  rowTotalInclTax: Minor;
  taxAmount: Minor;
  discountAmount: Minor;
}

export interface Totals {
  currency: string;
  items: LineTotals[];
  itemsQty: number;
  subtotal: Minor;
  subtotalInclTax: Minor;
  discountAmount: Minor;
  subtotalWithDiscount: Minor;
  shippingAmount: Minor;
  shippingInclTax: Minor;
  shippingTitle: string | null;
  paymentFee: Minor;
  /** The WEEE fee with its tax (0 when none). */
  weeeAmount: Minor;
  /** Each offer's total, positive minor units, in the order they apply; `amountExclTax` without its tax. */
  offers: { code: string; title: string; amount: Minor; amountExclTax: Minor }[];
  /**
   * The deductions and charges without tax, for showing tax both ways: subtotal + these + shipping +
   * tax (less reward points) is the grand total to the cent, as the amounts with tax are.
   */
  discountAmountExclTax: Minor;
  paymentFeeExclTax: Minor;
  weeeAmountExclTax: Minor;
  rewardAmount: Minor;
  taxAmount: Minor;
  grandTotal: Minor;
  taxRateBasisPoints: number;
}

function priceLine(line: PricedLineInput, tax: TaxRules, discount: Minor): LineTotals {
  const unit = splitTax(line.unitPrice, tax);
  // Tax is computed on the row, not per unit times quantity, so rows never drift by a penny; a
  // discount lowers the taxable amount (discounts apply to prices as the store enters them).
  const row = splitTax(line.unitPrice * line.qty, tax);
  const afterDiscount = splitTax(line.unitPrice * line.qty - discount, tax);
  return {
    itemId: line.itemId,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    unitPrice: line.unitPrice,
    isSubscription: line.isSubscription,
    subscriptionInterval: line.subscriptionInterval,
    price: unit.net,
    priceInclTax: unit.gross,
    rowTotal: row.net,
    rowTotalInclTax: row.gross,
    taxAmount: afterDiscount.tax,
    discountAmount: discount,
  };
}

/** What a line adds to the grand total: its discounted row with tax. */
function payable(line: LineTotals, tax: TaxRules): Minor {
  return splitTax(line.unitPrice * line.qty - line.discountAmount, tax).gross;
}

/**
 * What each deduction takes off the lines' amounts without tax. A line's offers come first and the
 * cart rules take the rest (as they are applied); each step is the drop in the line's net amount, so
 * the steps add up to exactly the net row less the net discounted row, whatever the rounding.
 */
function deductionsExclTax(items: LineTotals[], offers: OfferDiscount[], tax: TaxRules): { offers: Minor[]; rules: Minor } {
  const offerNets = offers.map(() => 0);
  let rules = 0;
  for (const line of items) {
    let left = line.unitPrice * line.qty;
    let taken = 0;
    const take = (amount: Minor): Minor => {
      const before = splitTax(left, tax).net;
      left -= amount;
      taken += amount;
      return before - splitTax(left, tax).net;
    };
    offers.forEach((offer, i) => {
      offerNets[i] += take(Math.min(offer.perLine.get(line.itemId) ?? 0, line.discountAmount - taken));
    });
    rules += take(line.discountAmount - taken);
  }
  return { offers: offerNets, rules };
}

/** The one totals computation: the server's answer is authoritative, the browser's a preview. */
export function computeTotals(input: TotalsInput): Totals {
  const offers = input.offerDiscounts ?? [];
  const offerOn = (itemId: number) => offers.reduce((s, o) => s + (o.perLine.get(itemId) ?? 0), 0);
  const items = input.lines.map((line) =>
    priceLine(line, input.tax, Math.min((input.lineDiscounts?.get(line.itemId) ?? 0) + offerOn(line.itemId), line.unitPrice * line.qty)),
  );
  const sum = (pick: (l: LineTotals) => number) => items.reduce((acc, l) => acc + pick(l), 0);
  const nets = deductionsExclTax(items, offers, input.tax);
  const offerTotals = offers.map((o, i) => ({
    code: o.code,
    title: o.title,
    amount: [...o.perLine.values()].reduce((a, b) => a + b, 0),
    amountExclTax: nets.offers[i],
  }));
  const subtotal = sum((l) => l.rowTotal);
  const subtotalInclTax = sum((l) => l.rowTotalInclTax);
  const itemsTax = sum((l) => l.taxAmount);
  // Magento's sign: discounts are negative in the totals; the offers have segments of their own.
  const discountAmount = -(sum((l) => l.discountAmount) - offerTotals.reduce((s, o) => s + o.amount, 0));
  const shipping = splitTax(input.shipping?.amount ?? 0, input.tax);
  const fee = splitTax(input.paymentFee, input.tax);
  const weee = splitTax(input.weeeAmount ?? 0, input.tax);
  const taxAmount = itemsTax + shipping.tax + fee.tax + weee.tax;
  const beforeReward = Math.max(0, sum((l) => payable(l, input.tax)) + shipping.gross + fee.gross + weee.gross);
  const rewardAmount = Math.min(beforeReward, Math.max(0, input.rewardAmount ?? 0));
  const grandTotal = beforeReward - rewardAmount;
  return {
    currency: input.currency,
    items,
    itemsQty: sum((l) => l.qty),
    subtotal,
    subtotalInclTax,
    discountAmount,
    discountAmountExclTax: -nets.rules,
    subtotalWithDiscount: subtotal + discountAmount,
    shippingAmount: shipping.net,
    shippingInclTax: shipping.gross,
    shippingTitle: input.shipping?.title ?? null,
    paymentFee: fee.gross,
    paymentFeeExclTax: fee.net,
    weeeAmount: weee.gross,
    weeeAmountExclTax: weee.net,
    offers: offerTotals,
    rewardAmount,
    taxAmount,
    grandTotal,
    taxRateBasisPoints: input.tax.rateBasisPoints,
  };
}
