import { formatMessage, UK_MOBILE_MESSAGE } from '../../../shared/domain/validation';
import { AGE_NOT_VALIDATED } from '../../age-verification/domain';
import { CART_MAX_QTY_MESSAGE, CART_MIN_QTY_MESSAGE } from '../../cart/domain';
import { PICKUP_NOT_SELECTED } from '../../pickup-points/domain';
import {
  AGREEMENT_REQUIRED,
  type AgreementDto,
  BROWSER_CHECKS,
  type BrowserCheckFacts,
  DEVICE_TRIAL_CONSENT_REQUIRED,
  ELECTRONIC_INVOICE_INVALID,
  EMAIL_INVALID,
  PLACE_ORDER_CHECKS,
  PRODUCT_CONSENT_REQUIRED,
  SERVER_CHECKS,
  TERMS_NOT_ACCEPTED,
  acceptedAgreementIds,
  checkElectronicInvoice,
  checkoutSettings,
  firstBrowserFailure,
  parseAddressLimits,
} from './index';

const terms: AgreementDto = {
  agreement_id: 1,
  name: 'T&C',
  content: 'Terms.',
  content_height: null,
  checkbox_text: 'I agree to the Terms and Conditions',
  is_active: true,
  is_html: false,
  mode: 1,
};
const privacy: AgreementDto = { ...terms, agreement_id: 2, name: 'Privacy', checkbox_text: 'I have read the Privacy Notice' };
const cookies: AgreementDto = { ...terms, agreement_id: 3, name: 'Cookies', mode: 0 };

const ready: BrowserCheckFacts = {
  isGuest: true,
  email: 'amy@example.com',
  agreements: [terms, privacy, cookies],
  agreementIds: [1, 2],
  ageBlocked: false,
  invoice: null,
  deviceTrialRequired: true,
  deviceTrialAccepted: true,
  productConsentRequired: true,
  productConsentGiven: true,
};

describe('the place-order checks (spec 002 §5)', () => {
  it('are the ten checks in the spec’s order, each with its message and side', () => {
    expect(PLACE_ORDER_CHECKS.map((c) => [c.step, c.code, c.side])).toEqual([
      [1, 'email', 'both'],
      [2, 'terms', 'both'],
      [3, 'agreements', 'both'],
      [4, 'age', 'both'],
      [5, 'electronic-invoice', 'both'],
      [6, 'quantity-limits', 'both'],
      [7, 'delivery-point', 'both'],
      [8, 'phone-restrictions', 'both'],
      [9, 'consents', 'both'],
      [10, 'newsletter', 'browser'],
    ]);
    expect(PLACE_ORDER_CHECKS.find((c) => c.code === 'terms')?.message).toBe('Please accept the terms and conditions before placing your order.');
    expect(PLACE_ORDER_CHECKS.find((c) => c.code === 'agreements')?.message).toBe('This is a required field.');
    expect(PLACE_ORDER_CHECKS.find((c) => c.code === 'age')?.message).toBe('Please validate your age to place order.');
    expect(PLACE_ORDER_CHECKS.find((c) => c.code === 'electronic-invoice')?.message).toBe('The electronic invoice form has some invalid fields');
  });

  it('share out in order: the server skips only the newsletter, the browser runs every check it has the data for', () => {
    expect(SERVER_CHECKS.map((c) => c.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(BROWSER_CHECKS.map((c) => c.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each<[string, Partial<BrowserCheckFacts>, string | null]>([
    ['everything in order', {}, null],
    ['a guest’s bad email (first, even with the rest failing too)', { email: 'nope', agreementIds: [], ageBlocked: true }, EMAIL_INVALID],
    ['a customer needs no email', { isGuest: false, email: null }, null],
    ['no agreement ticked', { agreementIds: [], deviceTrialAccepted: false }, TERMS_NOT_ACCEPTED],
    ['one required agreement left', { agreementIds: [1, 3] }, AGREEMENT_REQUIRED],
    ['the age step not done', { ageBlocked: true, deviceTrialAccepted: false }, AGE_NOT_VALIDATED],
    ['an invalid electronic invoice', { invoice: { receiveInvoice: true, isValid: false }, deviceTrialAccepted: false }, ELECTRONIC_INVOICE_INVALID],
    ['the device trial box unticked', { deviceTrialAccepted: false, productConsentGiven: false }, DEVICE_TRIAL_CONSENT_REQUIRED],
    ['no product consent', { productConsentGiven: false }, PRODUCT_CONSENT_REQUIRED],
    [
      'no trial in the cart, no consent asked',
      { deviceTrialRequired: false, deviceTrialAccepted: false, productConsentRequired: false, productConsentGiven: false },
      null,
    ],
    ['a store without agreements', { agreements: [], agreementIds: [] }, null],
  ])('the browser stops at the first failure: %s', (_label, change, message) => {
    expect(firstBrowserFailure({ ...ready, ...change })?.message ?? null).toBe(message);
  });

  it('names the agreement or the box a failure is about', () => {
    expect(firstBrowserFailure({ ...ready, agreementIds: [1] })).toEqual({ code: 'agreements', message: AGREEMENT_REQUIRED, target: 'agreement-2' });
    expect(firstBrowserFailure({ ...ready, deviceTrialAccepted: false })?.target).toBe('device-trial');
  });

  describe('checks 6–8 in the browser, with the rules the server runs', () => {
    const rules = {
      restrictions: { ...checkoutSettings.read({}).checkout.restrictions, enabled: true, restrictedMobileNumbers: ['+447400999999'] },
      addressLimits: parseAddressLimits(false, '{}'),
    };
    const home = { street: ['10 Downing Street'], city: 'London', postcode: 'SW1A 2AA', countryId: 'GB', telephone: '+447400123456' };
    const pickup = { carrierCode: 'colissimo', methodCode: 'pickup' };

    it.each<[string, Partial<BrowserCheckFacts>, string | null]>([
      ['a basket within the limits', { basket: { lines: [{ qty: 2 }, { qty: 3 }], limits: { min: 1, max: 5 } } }, null],
      [
        'a basket over the maximum: the cart’s own message',
        { basket: { lines: [{ qty: 4 }, { qty: 3 }], limits: { min: 1, max: 5 } } },
        formatMessage(CART_MAX_QTY_MESSAGE, { '1': 5 }),
      ],
      ['a basket under the minimum', { basket: { lines: [{ qty: 1 }], limits: { min: 2, max: 5 } } }, formatMessage(CART_MIN_QTY_MESSAGE, { '1': 2 })],
      ['the pickup method without a point', { deliveryPoint: { ...pickup, hasPickup: false } }, PICKUP_NOT_SELECTED],
      ['the pickup method with its point', { deliveryPoint: { ...pickup, hasPickup: true } }, null],
      ['another method needs no point', { deliveryPoint: { carrierCode: 'flatrate', methodCode: 'flatrate', hasPickup: false } }, null],
      [
        'a restricted number on the billing address',
        { addresses: { shipping: home, billing: { ...home, telephone: '+447400999999' }, rules } },
        rules.restrictions.restrictedMobileNoErrorMsg,
      ],
      [
        'a delivery telephone that is no UK mobile',
        { addresses: { shipping: { ...home, telephone: '+442071234567' }, billing: home, rules } },
        UK_MOBILE_MESSAGE,
      ],
      ['allowed numbers', { addresses: { shipping: home, billing: home, rules } }, null],
      [
        'quantity limits come before the pickup point',
        { basket: { lines: [{ qty: 9 }], limits: { min: 1, max: 5 } }, deliveryPoint: { ...pickup, hasPickup: false } },
        formatMessage(CART_MAX_QTY_MESSAGE, { '1': 5 }),
      ],
      [
        'the pickup point before the telephone',
        { deliveryPoint: { ...pickup, hasPickup: false }, addresses: { shipping: home, billing: { ...home, telephone: '+447400999999' }, rules } },
        PICKUP_NOT_SELECTED,
      ],
      [
        'the telephone before the consents',
        { addresses: { shipping: home, billing: { ...home, telephone: '+447400999999' }, rules }, productConsentGiven: false },
        rules.restrictions.restrictedMobileNoErrorMsg,
      ],
    ])('%s', (_label, change, message) => {
      expect(firstBrowserFailure({ ...ready, ...change })?.message ?? null).toBe(message);
    });

    it('names what the failure is about: the pickup point, or the shipping or billing address', () => {
      expect(firstBrowserFailure({ ...ready, deliveryPoint: { ...pickup, hasPickup: false } })).toEqual({
        code: 'delivery-point',
        message: PICKUP_NOT_SELECTED,
        target: 'pickup-point',
      });
      expect(firstBrowserFailure({ ...ready, addresses: { shipping: home, billing: { ...home, telephone: '+447400999999' }, rules } })?.target).toBe('billing');
      expect(firstBrowserFailure({ ...ready, addresses: { shipping: { ...home, telephone: '+447400999999' }, billing: home, rules } })?.target).toBe(
        'shipping',
      );
    });
  });

  it('takes agreement ids as numbers or numeric strings, as Magento does', () => {
    expect([...acceptedAgreementIds([1, '2', ' 3 ', 'x', '-4', '1.5'])]).toEqual([1, 2, 3]);
    expect(acceptedAgreementIds(undefined).size).toBe(0);
  });

  it('passes the electronic invoice until the shopper asks for one', () => {
    expect(checkElectronicInvoice(null)).toBeNull();
    expect(checkElectronicInvoice({ receiveInvoice: false, isValid: false })).toBeNull();
    expect(checkElectronicInvoice({ receiveInvoice: true, isValid: true })).toBeNull();
  });
});
