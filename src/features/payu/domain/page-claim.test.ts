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
});
