import { eq } from 'drizzle-orm';
import { carts } from '../../../db/schema';
import { findForbiddenInDatabase } from './database-audit';
import { type TestApp, createTestApp } from './test-app';
import { newGuestCart } from './shop-client';

describe('the test databases are searched for card data as each test file ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a card number', 'card 4444 3333 2222 1111'.replace(/ /g, ''), 'a card number in table carts'],
    ['a security code', '{"cc_cid": "123"}', 'a card security code in table carts'],
    ['a security code under another name', '{"paymentMethod": {"cardCvc": "737"}}', 'a card security code in table carts'],
    ['a security code in a form', 'security_code=1234', 'a card security code in table carts'],
    ['a bank account', 'account 12345678901234567', 'a bank account number in table carts'],
  ])('finds %s written anywhere, and names the table', async (_, text, found) => {
    const maskedId = await newGuestCart(t);
    await t.database.db.update(carts).set({ shippingNote: text }).where(eq(carts.maskedId, maskedId));
    expect(await findForbiddenInDatabase(t.database.db)).toBe(found);
    // Cleared again, or this file's own check at close would fail.
    await t.database.db.update(carts).set({ shippingNote: null }).where(eq(carts.maskedId, maskedId));
    expect(await findForbiddenInDatabase(t.database.db)).toBeNull();
  });
});
