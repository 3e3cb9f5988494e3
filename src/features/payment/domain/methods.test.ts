import type { StoreSettings } from '../../stores/domain';
import { normaliseVaultMethod } from './method-codes';
import {
  type PaymentContext,
  type PaymentSettings,
  availablePaymentMethods,
  type MethodsElsewhere,
  PAYMENT_METHOD_NOT_AVAILABLE,
  paymentFee,
  paymentMethodRefusal as refusalAmong,
  resolveSelectedMethod,
  SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT,
  SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION,
} from './methods';

const settings: PaymentSettings = {
  free: { enabled: true, title: 'No Payment Information Required' },
  cashOnDelivery: { enabled: true, title: 'Cash On Delivery', fee: 150, maxOrderTotal: 50_000 },
  card: { enabled: false, title: 'Credit / Debit Card' },
  apm: { enabled: false, title: 'Alternative Payment Methods', countries: ['GB', 'NL', 'US'] },
  subscribePro: { enabled: false, title: 'Credit / Debit Card for your subscription', vaultEnabled: true },
  paypalExpress: { enabled: false, title: 'PayPal' },
  paypalBillingAgreement: { enabled: false, title: 'PayPal Billing Agreement' },
  wallets: { enabled: false, title: 'Apple Pay / Google Pay' },
};
const basket = { hasSubscription: false, isCustomer: false };
/** Whether a method may pay, among the methods offered for the basket (as checkout asks it of the quote's list). */
const paymentMethodRefusal = (code: string, context: PaymentContext, s: PaymentSettings, elsewhere?: MethodsElsewhere) =>
  refusalAmong(code, availablePaymentMethods(context, s, elsewhere), context, s);
const codes = (grandTotal: number, s = settings) => availablePaymentMethods({ grandTotal, countryId: 'GB', ...basket }, s).map((m) => m.code);

describe('payment method availability (spec 000 §4)', () => {
  it('offers the alternative payments, last, only where one of their types can be used', () => {
    const apm = { ...settings, card: { ...settings.card, enabled: true }, apm: { ...settings.apm, enabled: true } };
    const at = (countryId: string) => availablePaymentMethods({ grandTotal: 1000, countryId, ...basket }, apm).map((m) => m.code);
    expect(at('NL')).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm']);
    expect(at('FR')).toEqual(['worldpay_cc', 'cashondelivery']);
    expect(availablePaymentMethods({ grandTotal: 0, countryId: 'NL', ...basket }, apm).map((m) => m.code)).toEqual(['free']);
  });

  it('offers wallets when the store switches them on, last, for any amount above 0', () => {
    const all = {
      ...settings,
      card: { ...settings.card, enabled: true },
      apm: { ...settings.apm, enabled: true },
      wallets: { ...settings.wallets, enabled: true },
    };
    expect(codes(1000, all)).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm', 'worldpay_wallets']);
    expect(availablePaymentMethods({ grandTotal: 1000, countryId: 'GB', ...basket }, all).at(-1)).toEqual({
      code: 'worldpay_wallets',
      title: 'Apple Pay / Google Pay',
    });
    expect(codes(0, all)).toEqual(['free']);
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
    expect(availablePaymentMethods({ grandTotal: 1, countryId: 'GB', ...basket }, withCards)).toEqual([
      { code: 'worldpay_cc', title: 'Credit / Debit Card' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
    ]);
    expect(codes(90_000, withCards)).toEqual(['worldpay_cc']);
    expect(codes(0, withCards)).toEqual(['free']);
    expect(paymentFee('worldpay_cc', withCards)).toBe(0);
  });

  it('offers PayPal Express last, for any amount above 0, and the billing agreement only to a shopper who holds one', () => {
    const withPayPal = {
      ...settings,
      paypalExpress: { ...settings.paypalExpress, enabled: true },
      paypalBillingAgreement: { ...settings.paypalBillingAgreement, enabled: true },
    };
    expect(codes(1000, withPayPal)).toEqual(['cashondelivery', 'paypal_express']);
    expect(
      availablePaymentMethods(
        { grandTotal: 1000, countryId: 'GB', hasSubscription: false, isCustomer: true, savedMethods: ['paypal_billing_agreement'] },
        withPayPal,
      ),
    ).toEqual([
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'paypal_express', title: 'PayPal' },
      { code: 'paypal_billing_agreement', title: 'PayPal Billing Agreement' },
    ]);
    expect(
      availablePaymentMethods(
        { grandTotal: 0, countryId: 'GB', hasSubscription: false, isCustomer: true, savedMethods: ['paypal_billing_agreement'] },
        withPayPal,
      ).map((m) => m.code),
    ).toEqual(['free']);
    // The store switched the saved accounts off: an agreement held is not offered.
    expect(
      availablePaymentMethods(
        { grandTotal: 1000, countryId: 'GB', hasSubscription: false, isCustomer: true, savedMethods: ['paypal_billing_agreement'] },
        { ...withPayPal, paypalBillingAgreement: settings.paypalBillingAgreement },
      ).map((m) => m.code),
    ).toEqual(['cashondelivery', 'paypal_express']);
  });

  it('offers the methods other features bring after its own, by their rule, never with the free method', () => {
    const elsewhere: MethodsElsewhere = {
      store: { brand: 'Vype' } as StoreSettings,
      methods: [
        { code: 'elsewhere_page', offer: (context, s) => (context.countryId === 'GB' ? `${s.brand} page` : null) },
        { code: 'elsewhere_never', offer: () => null },
      ],
    };
    expect(availablePaymentMethods({ grandTotal: 1000, countryId: 'GB', ...basket }, settings, elsewhere)).toEqual([
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'elsewhere_page', title: 'Vype page' },
    ]);
    expect(availablePaymentMethods({ grandTotal: 1000, countryId: 'FR', ...basket }, settings, elsewhere).map((m) => m.code)).toEqual(['cashondelivery']);
    expect(availablePaymentMethods({ grandTotal: 0, countryId: 'GB', ...basket }, settings, elsewhere).map((m) => m.code)).toEqual(['free']);
    expect(
      availablePaymentMethods({ grandTotal: 0, countryId: 'GB', ...basket }, { ...settings, free: { ...settings.free, enabled: false } }, elsewhere),
    ).toEqual([]);
    expect(paymentMethodRefusal('elsewhere_page', { grandTotal: 1000, countryId: 'GB', ...basket }, settings, elsewhere)).toBeNull();
    expect(paymentMethodRefusal('elsewhere_page', { grandTotal: 1000, countryId: 'FR', ...basket }, settings, elsewhere)).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
    // Without them (the payment rules alone) only the gateway's own methods.
    expect(codes(1000)).toEqual(['cashondelivery']);
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

describe('the subscription card (subscribe_pro, spec 002 §5 method types)', () => {
  const store = { ...settings, card: { ...settings.card, enabled: true }, subscribePro: { ...settings.subscribePro, enabled: true } };
  const customerWithSubscription = { grandTotal: 2000, countryId: 'GB', hasSubscription: true, isCustomer: true };
  const offered = (context: PaymentContext, s = store) => availablePaymentMethods(context, s).map((m) => m.code);

  it('is offered, after the card, to a customer whose basket holds a subscription line', () => {
    expect(availablePaymentMethods(customerWithSubscription, store)).toEqual([
      { code: 'worldpay_cc', title: 'Credit / Debit Card' },
      { code: 'subscribe_pro', title: 'Credit / Debit Card for your subscription' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
    ]);
  });

  it.each([
    ['a basket without a subscription line', { hasSubscription: false }, SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION],
    ['a guest’s subscription basket', { isCustomer: false }, SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT],
    ['a guest’s basket without a subscription', { hasSubscription: false, isCustomer: false }, SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION],
  ])('is not offered for %s, and refused with its reason', (_name, change, reason) => {
    const context = { ...customerWithSubscription, ...change };
    expect(offered(context)).not.toContain('subscribe_pro');
    expect(paymentMethodRefusal('subscribe_pro', context, store)).toBe(reason);
    expect(paymentMethodRefusal('subscribe_pro_vault', context, store)).toBe(reason);
  });

  it('is not offered where the store has it off, nor at a grand total of 0 (then only the free method)', () => {
    const off = { ...store, subscribePro: { ...store.subscribePro, enabled: false } };
    expect(offered(customerWithSubscription, off)).not.toContain('subscribe_pro');
    expect(paymentMethodRefusal('subscribe_pro', customerWithSubscription, off)).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
    expect(offered({ ...customerWithSubscription, grandTotal: 0 })).toEqual(['free']);
    expect(paymentMethodRefusal('subscribe_pro', { ...customerWithSubscription, grandTotal: 0 }, store)).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
  });

  it('lets a saved profile (subscribe_pro_vault, not listed itself) pay where the subscription card is offered and the store keeps profiles', () => {
    expect(offered(customerWithSubscription)).not.toContain('subscribe_pro_vault');
    expect(paymentMethodRefusal('subscribe_pro_vault', customerWithSubscription, store)).toBeNull();
    expect(paymentMethodRefusal('subscribe_pro', customerWithSubscription, store)).toBeNull();
    const noVault = { ...store, subscribePro: { ...store.subscribePro, vaultEnabled: false } };
    expect(paymentMethodRefusal('subscribe_pro_vault', customerWithSubscription, noVault)).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
    // Other vault names are not methods of their own.
    expect(paymentMethodRefusal('worldpay_cc_vault', customerWithSubscription, store)).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
    expect(paymentMethodRefusal('worldpay_cc', customerWithSubscription, store)).toBeNull();
  });

  it.each([
    ['subscribe_pro_vault', 'subscribe_pro_vault'],
    ['subscribe_pro_vault_3', 'subscribe_pro_vault'],
    ['subscribe_pro_cc_vault', 'subscribe_pro_vault'],
    ['subscribe_pro_cc_vault_12', 'subscribe_pro_vault'],
    ['subscribe_pro', 'subscribe_pro'],
    ['subscribe_pro_card', 'subscribe_pro_card'],
    ['worldpay_cc_vault', 'worldpay_cc_vault'],
    ['my_subscribe_pro_vault', 'my_subscribe_pro_vault'],
  ])('spec 002 §7: the method name %s is sent as %s', (code, sent) => {
    expect(normaliseVaultMethod(code)).toBe(sent);
  });
});
