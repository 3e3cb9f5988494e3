import { computeTotals, splitTax } from './totals';

const line = (itemId: number, unitPrice: number, qty: number) => ({
  itemId,
  sku: `SKU-${itemId}`,
  name: `Item ${itemId}`,
  qty,
  unitPrice,
  isSubscription: false,
  subscriptionInterval: 0,
});
const ukTax = { rateBasisPoints: 2000, pricesIncludeTax: true };

describe('splitTax', () => {
  it.each([
    [599, ukTax, { net: 499, tax: 100, gross: 599 }],
    [399, ukTax, { net: 332, tax: 67, gross: 399 }],
    [1000, { rateBasisPoints: 2000, pricesIncludeTax: false }, { net: 1000, tax: 200, gross: 1200 }],
    [0, ukTax, { net: 0, tax: 0, gross: 0 }],
  ])('splits %i into net, tax and gross', (amount, tax, expected) => {
    expect(splitTax(amount, tax)).toEqual(expected);
  });
});

describe('computeTotals', () => {
  it('adds VAT-inclusive lines, delivery and a payment fee to the minor unit', () => {
    const totals = computeTotals({
      lines: [line(1, 599, 2), line(2, 499, 1)],
      tax: ukTax,
      shipping: { amount: 399, title: 'Flat Rate - Fixed' },
      paymentFee: 150,
      currency: 'GBP',
    });
    expect(totals).toMatchObject({
      subtotalInclTax: 1697,
      subtotal: 1414,
      shippingInclTax: 399,
      shippingAmount: 332,
      paymentFee: 150,
      grandTotal: 2246,
      itemsQty: 3,
    });
    expect(totals.taxAmount).toBe(283 + 67 + 25);
    expect(totals.items[0]).toMatchObject({ price: 499, priceInclTax: 599, rowTotal: 998, rowTotalInclTax: 1198, taxAmount: 200 });
  });

  it('computes tax on the row so that rows never drift by a penny', () => {
    const totals = computeTotals({ lines: [line(1, 333, 3)], tax: ukTax, shipping: null, paymentFee: 0, currency: 'GBP' });
    expect(totals.items[0].rowTotal + totals.items[0].taxAmount).toBe(999);
  });

  it('gives zero totals for an empty basket', () => {
    const totals = computeTotals({ lines: [], tax: ukTax, shipping: null, paymentFee: 0, currency: 'GBP' });
    expect(totals).toMatchObject({ grandTotal: 0, subtotal: 0, itemsQty: 0, shippingTitle: null });
  });
});
