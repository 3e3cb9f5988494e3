import { sql } from 'drizzle-orm';
import { customers, savedCards } from '../../../db/schema';
import { customerToken, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { deleteSavedCard, saveCardToken, savedCardForPayment, savedCardsOf, savedCardView } from './vault';

describe('the saved-card vault', () => {
  let t: TestApp;
  let jane: number;
  let john: number;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db.select({ id: customers.id, email: customers.email }).from(customers);
    jane = rows.find((r) => r.email === 'jane.doe@example.com')!.id;
    john = rows.find((r) => r.email === 'john.smith@example.com')!.id;
  });
  afterAll(() => t.close());

  const card = { token: 'tok_vaulttest0001', type: 'MC', last4: '4444', expiryMonth: 3, expiryYear: 2031, cardholderName: ' John Smith ' };

  it('seeds Jane Doe’s Visa ending 1111 under the sandbox’s token, and nothing for John', async () => {
    const [seeded] = await savedCardsOf(t.database.db, jane);
    expect(seeded).toMatchObject({
      token: 'tok_sandbox_jane_visa_1111',
      cardType: 'VI',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: 'Jane Doe',
    });
    expect(savedCardView(seeded, new Date('2026-11-25T00:00:00Z'))).toMatchObject({
      masked: '•••• 1111',
      type_label: 'Visa',
      expires: '12/2030',
      is_expired: false,
    });
    expect(await savedCardsOf(t.database.db, john)).toEqual([]);
  });

  it('saves a token once per customer, and only the customer’s own card is found or deleted', async () => {
    const first = await saveCardToken(t.database.db, john, card);
    const again = await saveCardToken(t.database.db, john, card);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ cardholderName: 'John Smith', last4: '4444' });
    expect((await savedCardForPayment(t.database.db, john, String(first.id))).token).toBe('tok_vaulttest0001');
    await expect(savedCardForPayment(t.database.db, jane, first.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cardId', fieldValue: String(first.id) },
    });
    await expect(deleteSavedCard(t.database.db, jane, first.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteSavedCard(t.database.db, john, 'abc')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      parameters: { fieldName: 'cardId', fieldValue: 'abc' },
    });
    await deleteSavedCard(t.database.db, john, first.id);
    expect(await savedCardsOf(t.database.db, john)).toEqual([]);
  });

  it.each([
    [{ last4: '444' }, 'last4'],
    [{ last4: '5555555555554444' }, 'last4'],
    [{ expiryMonth: 13 }, 'expiryMonth'],
    [{ token: 'not a token' }, 'token'],
    [{ cardholderName: '  ' }, 'cardholderName'],
  ])('refuses %j and writes nothing', async (change, field) => {
    await expect(saveCardToken(t.database.db, john, { ...card, ...change })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The saved card is not valid: %field.',
      parameters: { field },
    });
    expect(await savedCardsOf(t.database.db, john)).toEqual([]);
  });

  it('keeps the last four digits only: the database refuses a full number', async () => {
    await expect(t.database.db.insert(savedCards).values({ ...card, cardType: 'MC', customerId: john, last4: '5555555555554444' })).rejects.toThrow();
    const [{ count }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(savedCards).where(sql`${savedCards.customerId} = ${john}`);
    expect(count).toBe(0);
  });
});

describe('customers/me/saved-cards', () => {
  let t: TestApp;
  let jane: ReturnType<typeof shopClient>;
  let john: ReturnType<typeof shopClient>;
  let johnId: number;
  beforeAll(async () => {
    t = await createTestApp();
    jane = shopClient(t, { token: await customerToken(t) });
    john = shopClient(t, { token: await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' }) });
    const rows = await t.database.db.select({ id: customers.id, email: customers.email }).from(customers);
    johnId = rows.find((r) => r.email === 'john.smith@example.com')!.id;
  });
  afterAll(() => t.close());

  it('lists the customer’s cards masked, never with the number or the gateway’s token', async () => {
    const response = await jane.get('customers/me/saved-cards');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        type: 'VI',
        type_label: 'Visa',
        last4: '1111',
        masked: '•••• 1111',
        expiry_month: 12,
        expiry_year: 2030,
        expires: '12/2030',
        cardholder_name: 'Jane Doe',
        is_expired: false,
        pays_subscriptions: false,
        created_at: expect.any(String),
      },
    ]);
    expect(response.body).not.toContain('tok_');
    expect((await john.get('customers/me/saved-cards')).json()).toEqual([]);
  });

  it('answers a guest with 401 and changes nothing', async () => {
    const guest = shopClient(t);
    const list = await guest.get('customers/me/saved-cards');
    expect([list.statusCode, list.json()]).toEqual([
      401,
      { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } },
    ]);
    const [card] = (await jane.get('customers/me/saved-cards')).json() as { id: number }[];
    const remove = await guest.delete(`customers/me/saved-cards/${card.id}`);
    expect(remove.statusCode).toBe(401);
    expect((await jane.get('customers/me/saved-cards')).json()).toHaveLength(1);
  });

  it('answers another customer’s card, an unknown or a malformed id with 404, and deletes nothing', async () => {
    const [card] = (await jane.get('customers/me/saved-cards')).json() as { id: number }[];
    for (const id of [String(card.id), '999999', 'abc', '1e3']) {
      const response = await john.delete(`customers/me/saved-cards/${id}`);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cardId', fieldValue: id } },
      ]);
    }
    expect((await jane.get('customers/me/saved-cards')).json()).toHaveLength(1);
  });

  it('deletes the customer’s own card (its id as a number or a numeric string)', async () => {
    const saved = await saveCardToken(t.database.db, johnId, {
      token: 'tok_routetest0001',
      type: 'AE',
      last4: '0005',
      expiryMonth: 1,
      expiryYear: 2020,
      cardholderName: 'John Smith',
    });
    const listed = (await john.get('customers/me/saved-cards')).json() as { id: number; is_expired: boolean; type_label: string }[];
    expect(listed).toMatchObject([{ id: saved.id, is_expired: true, type_label: 'American Express' }]);
    const response = await john.delete(`customers/me/saved-cards/${saved.id}`);
    expect([response.statusCode, response.json()]).toEqual([200, true]);
    expect((await john.get('customers/me/saved-cards')).json()).toEqual([]);
    const again = await john.delete(`customers/me/saved-cards/${saved.id}`);
    expect(again.statusCode).toBe(404);
  });
});
