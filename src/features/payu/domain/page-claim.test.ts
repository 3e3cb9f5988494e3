import { pageMethodsPhrase } from './cash-methods';
import { readPageClaim, webCheckoutPathOf } from './page-claim';

describe('the gateway order’s claim and page', () => {
  it('reads a well-formed claim only', () => {
    const claim = 'a'.repeat(43);
    expect(readPageClaim({ payu_claim: claim })).toBe(claim);
    expect(readPageClaim({ payu_claim: 'short' })).toBeNull();
    expect(readPageClaim({ payu_claim: `${'a'.repeat(40)}<>` })).toBeNull();
    expect(readPageClaim(null)).toBeNull();
    expect(webCheckoutPathOf(claim)).toBe(`/payu/webcheckout?claim=${claim}`);
  });

  it('names the page’s methods as one phrase', () => {
    expect(pageMethodsPhrase(['BOLETO_BANCARIO', 'PIX'])).toBe('Boleto bancário or PIX');
    expect(pageMethodsPhrase(['OXXO'])).toBe('OXXO');
    expect(pageMethodsPhrase(['OXXO', 'SPEI', 'PIX'])).toBe('OXXO, SPEI bank transfer or PIX');
    expect(pageMethodsPhrase([])).toBe('');
  });
});
