import { checkoutSettings, DEFAULT_SUCCESS_PAGE_URL, successPageUrl } from './settings';

describe('the default success page URL (spec 002 §2, §3 defaultSuccessPageUrl)', () => {
  it('is the shop’s own success page unless the store names another', () => {
    expect(DEFAULT_SUCCESS_PAGE_URL).toBe('/checkout/onepage/success');
    expect(checkoutSettings.read({}).checkout.defaultSuccessPageUrl).toBe('/checkout/onepage/success');
    expect(checkoutSettings.read({ 'checkout/options/default_success_page_url': '/thank-you' }).checkout.defaultSuccessPageUrl).toBe('/thank-you');
  });

  it.each([
    ['/thank-you?from=checkout', '/thank-you?from=checkout'],
    ['  /thank-you  ', '/thank-you'],
    ['https://brand.example/thanks', 'https://brand.example/thanks'],
    ['', DEFAULT_SUCCESS_PAGE_URL],
    ['//evil.example/thanks', DEFAULT_SUCCESS_PAGE_URL],
    ['/\\evil.example', DEFAULT_SUCCESS_PAGE_URL],
    ['javascript:alert(1)', DEFAULT_SUCCESS_PAGE_URL],
    ['thank-you', DEFAULT_SUCCESS_PAGE_URL],
  ])('reads %j as %j', (value, url) => {
    expect(successPageUrl(value)).toBe(url);
  });
});
