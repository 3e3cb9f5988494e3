import { eq } from 'drizzle-orm';
import { paypalBillingAgreements } from '../../../db/schema';
import { customerToken } from '../../../shared/server/testing/shop-client';
import { AGREEMENT_NOT_FOUND, PAYPAL_UNAVAILABLE, SAVED_ACCOUNT_NOT_FOUND } from '../domain';
import { SANDBOX_PAYPAL_CREDENTIALS } from '../providers';
import { createHttpPayPal } from '../providers/http';
import { customerApi, placeAsCustomer, readyCustomerBasket, saveOnExpress, startShopWithPayPal } from './testing';

const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
const NOT_FOUND = { message: SAVED_ACCOUNT_NOT_FOUND, parameters: [] };

describe('a customer removes a saved PayPal account: DELETE paypal/billing-agreements/mine/{id}', () => {
  let shop: Awaited<ReturnType<typeof startShopWithPayPal>>;
  let jane: string;
  beforeAll(async () => {
    shop = await startShopWithPayPal();
    jane = await customerToken(shop.t);
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    shop.outage.on = false;
  });

  const db = () => shop.t.database.db;
  const port = () => createHttpPayPal({ baseUrl: shop.twin.url, ...SANDBOX_PAYPAL_CREDENTIALS });
  const remove = (id: string | number, token: string | null = jane) => customerApi(shop, token, `paypal/billing-agreements/mine/${id}`, { method: 'DELETE' });
  const listed = async (token = jane) => (await customerApi(shop, token, 'paypal/billing-agreements/mine')).json();
  const agreementRow = async (id: number) => (await db().select().from(paypalBillingAgreements).where(eq(paypalBillingAgreements.id, id)))[0];
  const answer = async (response: Response) => [response.status, await response.json()];

  /** Jane saves a new PayPal account on Express; answers its row. */
  async function savedAccount(payerEmail = 'jane.paypal@example.com') {
    const before = new Set((await db().select().from(paypalBillingAgreements)).map((row) => row.id));
    await saveOnExpress(shop, jane, payerEmail);
    const [row] = (await db().select().from(paypalBillingAgreements)).filter((r) => !before.has(r.id));
    expect(row).toMatchObject({ customerId: 1, status: 'active' });
    return row;
  }

  /** The account is as it was: active, listed, and PayPal still holds its token. */
  async function untouched(agreement: { id: number; agreementId: string }) {
    expect((await agreementRow(agreement.id)).status).toBe('active');
    expect((await listed()).map((a: { id: number }) => a.id)).toContain(agreement.id);
    expect(shop.twin.paypal.vaultToken(agreement.agreementId)).toBeDefined();
  }

  it('deletes the token at PayPal and cancels the account: no longer listed nor offered, PayPal refuses payments with it; answers true', async () => {
    const agreement = await savedAccount();
    expect((await readyCustomerBasket(shop, jane)).methods).toContain('paypal_billing_agreement');

    expect(await answer(await remove(agreement.id))).toEqual([200, true]);
    expect(shop.twin.paypal.vaultToken(agreement.agreementId)).toBeUndefined();
    expect(await agreementRow(agreement.id)).toMatchObject({ status: 'cancelled', agreementId: agreement.agreementId, payerEmailMasked: 'j***@example.com' });
    expect(await listed()).toEqual([]);
    expect((await readyCustomerBasket(shop, jane)).methods).not.toContain('paypal_billing_agreement');
    const placed = await placeAsCustomer(shop, jane, 'paypal_billing_agreement', { ba_agreement_id: agreement.id });
    expect([placed.status, (await placed.json()).message]).toEqual([400, AGREEMENT_NOT_FOUND]);
    await expect(
      port().payWithVault({
        requestId: `pay-removed-${agreement.id}`,
        invoiceId: `removed-${agreement.id}`,
        amount: { value: 1597, currency: 'GBP' },
        vaultId: agreement.agreementId,
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'INVALID_RESOURCE_ID' });
    // Removed already: as unknown.
    expect(await answer(await remove(agreement.id))).toEqual([404, NOT_FOUND]);
  });

  it('cancels the account when PayPal no longer holds its token (404 there)', async () => {
    const agreement = await savedAccount();
    expect(await port().deleteVaultToken(agreement.agreementId)).toBe(true);
    expect(await answer(await remove(String(agreement.id)))).toEqual([200, true]);
    expect((await agreementRow(agreement.id)).status).toBe('cancelled');
    expect(await listed()).toEqual([]);
  });

  it('refuses another customer’s account, an unknown id, PayPal’s own id and no number with the same 404, and changes nothing', async () => {
    const agreement = await savedAccount();
    const john = await customerToken(shop.t, JOHN);
    for (const [id, token] of [
      [agreement.id, john],
      ['999999', jane],
      [agreement.agreementId, jane],
      ['0', jane],
      [`${agreement.id}.0`, jane],
      ['-1', jane],
      ['99999999999', jane],
    ] as const) {
      expect(await answer(await remove(id, token)), `${id}`).toEqual([404, NOT_FOUND]);
    }
    await untouched(agreement);
  });

  it('refuses a guest with the 401 of the other saved-account calls', async () => {
    const agreement = await savedAccount();
    const guestList = await answer(await customerApi(shop, null, 'paypal/billing-agreements/mine'));
    expect(guestList).toEqual([401, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } }]);
    expect(await answer(await remove(agreement.id, null))).toEqual(guestList);
    await untouched(agreement);
  });

  it('answers 503 while PayPal is down, and changes nothing', async () => {
    const agreement = await savedAccount();
    shop.outage.on = true;
    expect(await answer(await remove(agreement.id))).toEqual([503, { message: PAYPAL_UNAVAILABLE, parameters: [] }]);
    shop.outage.on = false;
    await untouched(agreement);
    // PayPal back: removed.
    expect(await answer(await remove(agreement.id))).toEqual([200, true]);
  });
});
