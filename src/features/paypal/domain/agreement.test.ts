import { agreementIdOf, readAgreementSubmission } from './agreement';
import { mayOfferAgreement, paypalSettings } from './settings';

describe('paying with a saved PayPal account (ba_agreement_id)', () => {
  it.each([
    [{ ba_agreement_id: '12' }, 12],
    [{ ba_agreement_id: 7 }, 7],
  ])('reads %j', (data, id) => {
    expect(readAgreementSubmission(data)).toEqual({ agreementId: id });
  });

  it.each([
    [undefined],
    [{}],
    [{ ba_agreement_id: '0' }],
    [{ ba_agreement_id: '-1' }],
    [{ ba_agreement_id: '1.5' }],
    [{ ba_agreement_id: '99999999999' }],
    [{ ba_agreement_id: 'B-123' }],
    [{ ba_agreement_id: '1', extra: 1 }],
  ])('refuses %j', (data) => {
    expect(readAgreementSubmission(data)).toBeNull();
  });
});

describe('the shop’s id of a saved account (paying with it, removing it)', () => {
  it.each([
    ['12', 12],
    [7, 7],
    ['2147483647', 2_147_483_647],
  ])('reads %j', (raw, id) => {
    expect(agreementIdOf(raw)).toBe(id);
  });

  it.each([[undefined], [null], [''], ['0'], [0], ['-1'], ['1.5'], [1.5], ['2147483648'], ['99999999999'], ['1e3'], [' 1'], ['abc'], [['1']]])(
    'refuses %j',
    (raw) => {
      expect(agreementIdOf(raw)).toBeNull();
    },
  );
});

describe('saving PayPal for later payments', () => {
  const asks = paypalSettings.read({ 'payment/paypal_express/allow_ba_signup': 'ask' }).paypal;
  const never = paypalSettings.read({}).paypal;

  it('is offered to a signed-in customer where the store asks and offers the saved accounts', () => {
    expect(mayOfferAgreement(asks, true, true)).toBe(true);
    expect(mayOfferAgreement(asks, true, false)).toBe(false);
    expect(mayOfferAgreement(asks, false, true)).toBe(false);
    expect(mayOfferAgreement(never, true, true)).toBe(false);
  });

  it('reads an unknown signup value as never', () => {
    expect(paypalSettings.read({ 'payment/paypal_express/allow_ba_signup': 'auto' }).paypal.agreementSignup).toBe('never');
  });
});
