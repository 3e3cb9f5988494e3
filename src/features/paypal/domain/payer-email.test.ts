import { maskPayerEmail } from './payer-email';

describe('the payer email kept with a saved PayPal account', () => {
  it.each([
    ['jane.doe@example.com', 'j***@example.com'],
    ['J@Example.COM', 'J***@example.com'],
    ['  buyer+save@paypal.test ', 'b***@paypal.test'],
    ['élodie@exemple.fr', 'é***@exemple.fr'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskPayerEmail(email)).toBe(masked);
  });

  it.each(['', 'not-an-email', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', '***@example.com'])('refuses %j', (text) => {
    expect(maskPayerEmail(text)).toBeNull();
  });

  it('keeps no more than one character of the local part', () => {
    const masked = maskPayerEmail('longname.surname@example.com')!;
    expect(masked).not.toContain('longname');
    expect(masked).toMatch(/^[^@*]?[*]{3}@[^@]+$/);
  });
});
