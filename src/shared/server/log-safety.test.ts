import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { findForbidden } from './testing/log-audit';
import { type TestApp, createTestApp, testLogFile } from './testing/test-app';
import { REST, UK_ADDRESS, newGuestCart, shopClient } from './testing/shop-client';

const GENERIC = 'Something went wrong with your request. Please try again later.';

/** This worker's log lines that carry a report id. */
function logLineOf(reportId: string): Record<string, unknown> {
  const line = readFileSync(testLogFile(), 'utf8')
    .split('\n')
    .find((l) => l.includes(reportId));
  expect(line, `no log line with report ${reportId}`).toBeDefined();
  expect(findForbidden(line!)).toBeUndefined();
  return JSON.parse(line!);
}

describe('a failed database write is logged without the personal data it carried', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The database refuses every new customer and every delivery address: the writes fail inside the query.
    await t.database.db.execute(sql.raw('alter table customers add constraint refuse_all_customers check (false) not valid'));
    await t.database.db.execute(sql.raw('alter table carts add constraint refuse_all_addresses check (shipping_address is null) not valid'));
  });
  afterAll(() => t.close());

  it('a registration: the log names the error class, SQLSTATE, route and method, never the e-mail or the password hash', async () => {
    const res = await shopClient(t).post('customers', {
      customer: { email: 'leak.check@example.com', firstname: 'Amy', lastname: 'Pond' },
      password: 'Password123!',
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe(GENERIC);
    const entry = logLineOf(body.parameters.reportId);
    expect(entry).toMatchObject({ level: 50, msg: 'unhandled error', route: '/rest/:storeCode/V1/customers', method: 'POST' });
    expect(entry.err).toMatchObject({ code: '23514', constraint: 'refuse_all_customers' });
    expect(JSON.stringify(entry)).not.toMatch(/leak\.check|argon2|Pond|insert into/i);
  });

  it('a delivery address: the log holds no name, street, telephone or e-mail', async () => {
    const cart = await newGuestCart(t);
    await shopClient(t).post(`guest-carts/${cart}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cart } });
    const res = await shopClient(t).post(`guest-carts/${cart}/shipping-information`, {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(res.statusCode).toBe(500);
    const entry = logLineOf(res.json().parameters.reportId);
    expect(entry).toMatchObject({ route: '/rest/:storeCode/V1/guest-carts/:cartId/shipping-information', method: 'POST' });
    expect(entry.err).toMatchObject({ code: '23514' });
    expect(JSON.stringify(entry)).not.toContain(cart);
    expect(JSON.stringify(entry)).not.toMatch(/Amy|Pond|High Street|07400|amy\.pond/);
  });

  it('request lines hold the path without its query string', async () => {
    await t.request({ method: 'GET', url: `${REST}/products?searchCriteria[filter_groups][0][filters][0][value]=amy.pond@example.com` });
    const lines = readFileSync(testLogFile(), 'utf8').split('\n').filter(Boolean);
    expect(lines.some((l) => l.includes('"path":"/rest/default/V1/products"'))).toBe(true);
    expect(lines.filter((l) => findForbidden(l))).toEqual([]);
  });
});
