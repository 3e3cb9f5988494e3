import { paymentSettings } from '../../payment/domain';
import { readLatamPayment } from '../../payment/domain';
import { checkInstalmentPlan, payuInstalmentOptions, payuLatamRules } from './latam';
import { payuCardOffer, payuGatewayOffer } from './methods';
import { payuSettings } from './settings';
import type { StoreSettings } from '../../stores/domain';

const { worldpay } = paymentSettings.read({});
const storeWith = (values: Record<string, string>) => ({ ...payuSettings.read(values) }) as unknown as StoreSettings;
const basket = { hasSubscription: false, isCustomer: false };
const ON = { 'payment/payu/account_id': '512327', 'payment/payu_gateway/active': '1', 'payment/payu_gateway_card/active': '1' };

describe('PayU’s store settings', () => {
  it('reads the page’s methods and the card types per country, dropping unknown codes', () => {
    const { payu } = payuSettings.read({ 'payment/payu_gateway/methods': 'br=PIX,NOPE;MX=OXXO', 'payment/payu_gateway_card/cctypes': 'BR=VI,ZZ,elo' });
    expect(payu.gateway.methods).toEqual({ BR: ['PIX'], MX: ['OXXO'] });
    expect(payu.card.countryCardTypes).toEqual({ BR: ['VI', 'ELO'] });
    expect(payu.accountId).toBe('');
  });

  it('offers both methods in PayU’s countries once the store has an account and turns them on', () => {
    const store = storeWith(ON);
    const at = (countryId: string, grandTotal = 8890) => [payuGatewayOffer, payuCardOffer].map((m) => m.offer({ grandTotal, countryId, ...basket }, store));
    expect(at('BR')).toEqual(['PayU: cash or bank transfer', 'Card with instalments (PayU)']);
    expect(at('mx')).toEqual(['PayU: cash or bank transfer', 'Card with instalments (PayU)']);
    expect(at('GB')).toEqual([null, null]);
    // A country PayU serves where the store lists no page method or card type (Chile, here).
    expect(at('CL')).toEqual([null, null]);
    expect(at('BR', 0)).toEqual([null, null]);
    expect(
      [payuGatewayOffer, payuCardOffer].map((m) =>
        m.offer({ grandTotal: 100, countryId: 'BR', ...basket }, storeWith({ ...ON, 'payment/payu/account_id': '' })),
      ),
    ).toEqual([null, null]);
    expect(payuGatewayOffer.offer({ grandTotal: 100, countryId: 'BR', ...basket }, storeWith({ ...ON, 'payment/payu_gateway/active': '0' }))).toBeNull();
  });
});

describe('PayU card’s Latin-American fields (payment’s rules, PayU’s settings)', () => {
  const rules = payuLatamRules(payuSettings.read({}).payu.card, worldpay.messages);

  it('asks a CPF in Brazil with the store’s CCAM20 text, and no statement text', () => {
    expect(readLatamPayment({ cpf: '123', instalment: '3' }, 'BR', rules)).toEqual({
      ok: false,
      failure: { code: 'CCAM20', message: 'CPF must be 11 digits or CNPJ must be 14 digits.', parameters: { providerCode: 'CCAM20' } },
    });
    expect(readLatamPayment({ cpf: '529.982.247-25', instalment: '3' }, 'BR', rules)).toEqual({ ok: true, latam: { cpf: '52998224725', instalments: 3 } });
    expect(readLatamPayment({ instalment: 'One Payment' }, 'MX', rules)).toEqual({ ok: true, latam: { instalments: 1 } });
  });

  it('offers the store’s counts that PayU’s plans for the amount include, One Payment first', () => {
    expect(payuInstalmentOptions('BR', rules, [1, 2, 3, 4, 5, 6, 7, 8])).toEqual(['One Payment', '2', '3', '4', '5', '6']);
    expect(payuInstalmentOptions('MX', rules, [1, 3, 6])).toEqual(['One Payment', '3', '6']);
    expect(payuInstalmentOptions('GB', rules, [1, 3])).toEqual(['One Payment']);
  });

  it('refuses instalments PayU has no plan for at this amount', () => {
    expect(checkInstalmentPlan(3, [1, 2, 3])).toBeNull();
    expect(checkInstalmentPlan(1, [1])).toBeNull();
    expect(checkInstalmentPlan(undefined, [])).toBeNull();
    expect(checkInstalmentPlan(12, [1, 2, 3])).toEqual({ code: 'instalment', message: 'Please select the number of instalments.' });
  });
});
