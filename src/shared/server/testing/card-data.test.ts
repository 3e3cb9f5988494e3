import { findCardData, looksLikeSecurityCodeField, TEST_SECURITY_CODES } from './card-data';
import { findForbidden } from './log-audit';

describe('card data in a log line or a row', () => {
  it.each(TEST_SECURITY_CODES)('finds the test security code %s as the value of a security code’s field, in every shape a body or a row gives it', (code) => {
    const shapes = [
      `{"cvc":"${code}"}`,
      `{"cvv": ${code}}`,
      `{"level":40,"msg":"body {\\"cc_cid\\":\\"${code}\\"}"}`,
      `(12,"{""saved_cc_cid"": ""${code}""}",t)`,
      `POST /pay?cc_cid=${code}&x=1`,
      `{"paymentMethod":{"additional_data":{"cardCvc":"${code}"}}}`,
      `{"security_code":"${code}"}`,
      `{"CVV2":"${code}"}`,
      `{"x_card_code":"${code}"}`,
      `{"cardVerificationNumber":"${code}"}`,
    ];
    for (const shape of shapes) expect(findCardData(shape), shape).toBe('a card security code');
  });

  it('leaves numbers alone under other names, and other sizes under a security code’s', () => {
    for (const text of [
      '{"qty":123,"grand_total":1234,"statusCode":404}',
      '{"decided":123,"incident":1234,"acid":737}',
      '{"cvc_length":3,"cvv_size":4}',
      '{"cvc":"12345"}',
      '{"msg":"order 123 placed","reportId":"1234"}',
      'GET /rest/default/V1/products?page=123',
    ]) {
      expect(findCardData(text), text).toBeUndefined();
    }
  });

  it('knows a security code’s field by its words, in snake, kebab or camel case', () => {
    expect(
      ['cc_cid', 'saved_cc_cid', 'cvc', 'CVV', 'cardCvc', 'card-cvv', 'securityCode', 'cvn2', 'card_verification_value'].every(looksLikeSecurityCodeField),
    ).toBe(true);
    expect(['decided', 'incident', 'cidr_block', 'service', 'code', 'card_number', 'verified'].some(looksLikeSecurityCodeField)).toBe(false);
  });

  it('the server log audit fails a line with a test card number or security code', () => {
    expect(findForbidden('{"level":30,"additional_data":{"cc_number":"4444 3333 2222 1111"}}'.replace(/ /g, ''))).toBe('a card number');
    expect(findForbidden('{"level":30,"additional_data":{"saved_cc_cid":"123"}}')).toBe('a card security code');
    expect(findForbidden('{"level":30,"msg":"request completed","res":{"statusCode":200},"responseTime":123}')).toBeUndefined();
  });
});
