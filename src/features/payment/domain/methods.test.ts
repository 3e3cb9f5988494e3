import type { StoreSettings } from '../../stores/domain';
import { type PaymentSettings, availablePaymentMethods, offerPaymentMethods, paymentFee, resolveSelectedMethod } from './methods';

const settings: PaymentSettings = {
  free: { enabled: true, title: 'No Payment Information Required' },
  cashOnDelivery: { enabled: true, title: 'Cash On Delivery', fee: 150, maxOrderTotal: 50_000 },
  card: { enabled: false, title: 'Credit / Debit Card' },
  apm: { enabled: false, title: 'Alternative Payment Methods', countries: ['GB', 'NL', 'US'] },
};
const codes = (grandTotal: number, s = settings) => availablePaymentMethods({ grandTotal, countryId: 'GB' }, s).map((m) => m.code);

describe('payment method availability (spec 000 §4)', () => {
  it('offers the alternative payments, last, only where one of their types can be used', () => {
    const apm = { ...settings, card: { ...settings.card, enabled: true }, apm: { ...settings.apm, enabled: true } };
    const at = (countryId: string) => availablePaymentMethods({ grandTotal: 1000, countryId }, apm).map((m) => m.code);
    expect(at('NL')).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm']);
    expect(at('FR')).toEqual(['worldpay_cc', 'cashondelivery']);
    expect(availablePaymentMethods({ grandTotal: 0, countryId: 'NL' }, apm).map((m) => m.code)).toEqual(['free']);
  });

  it.each([
    [0, ['free']],
    [-5, ['free']],
    [1, ['cashondelivery']],
    [50_000, ['cashondelivery']],
    [50_001, []],
  ])('for a grand total of %i offers %j', (total, expected) => {
    expect(codes(total)).toEqual(expected);
  });

  it('offers cards (worldpay_cc) when the store switches them on, first, for any amount above 0 and never with the free method', () => {
    const withCards = { ...settings, card: { enabled: true, title: 'Credit / Debit Card' } };
    expect(availablePaymentMethods({ grandTotal: 1, countryId: 'GB' }, withCards)).toEqual([
      { code: 'worldpay_cc', title: 'Credit / Debit Card' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
    ]);
    expect(codes(90_000, withCards)).toEqual(['worldpay_cc']);
    expect(codes(0, withCards)).toEqual(['free']);
    expect(paymentFee('worldpay_cc', withCards)).toBe(0);
  });

  it('offers the methods other features register after its own, by their rule, never with the free method', () => {
    const store = { brand: 'Vype' } as StoreSettings;
    offerPaymentMethods([
      { code: 'elsewhere_page', offer: (context, s) => (context.countryId === 'GB' ? `${s.brand} page` : null) },
      { code: 'elsewhere_never', offer: () => null },
    ]);
    try {
      expect(availablePaymentMethods({ grandTotal: 1000, countryId: 'GB' }, settings, store)).toEqual([
        { code: 'cashondelivery', title: 'Cash On Delivery' },
        { code: 'elsewhere_page', title: 'Vype page' },
      ]);
      expect(availablePaymentMethods({ grandTotal: 1000, countryId: 'FR' }, settings, store).map((m) => m.code)).toEqual(['cashondelivery']);
      expect(availablePaymentMethods({ grandTotal: 0, countryId: 'GB' }, settings, store).map((m) => m.code)).toEqual(['free']);
      expect(availablePaymentMethods({ grandTotal: 0, countryId: 'GB' }, { ...settings, free: { ...settings.free, enabled: false } }, store)).toEqual([]);
      // Without the store's settings (the payment rules alone) only the gateway's own methods.
      expect(codes(1000)).toEqual(['cashondelivery']);
    } finally {
      offerPaymentMethods([]);
    }
  });

  it('hides the free method when it is disabled, even at 0', () => {
    expect(codes(0, { ...settings, free: { ...settings.free, enabled: false } })).toEqual([]);
  });

  it('keeps a previous choice still offered, picks the only one, clears one no longer offered', () => {
    const offered = [{ code: 'cashondelivery', title: 'Cash On Delivery' }];
    expect(resolveSelectedMethod(offered, 'cashondelivery')).toBe('cashondelivery');
    expect(resolveSelectedMethod(offered, null)).toBe('cashondelivery');
    expect(resolveSelectedMethod(offered, 'free')).toBe('cashondelivery');
    expect(resolveSelectedMethod([...offered, { code: 'other', title: 'Other' }], 'free')).toBeNull();
  });

  it('charges the cash-on-delivery fee only for that method', () => {
    expect(paymentFee('cashondelivery', settings)).toBe(150);
    expect(paymentFee('free', settings)).toBe(0);
    expect(paymentFee(null, settings)).toBe(0);
  });
});
