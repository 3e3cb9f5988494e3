import { and, eq } from 'drizzle-orm';
import { storeConfigTranslations, stores } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { clearStoreCache } from './scope';

// Each store's configuration texts are written in its language (Magento's store-view scope): the carriers'
// and payment methods' titles of the French, German, Mexican, Brazilian and Dutch stores answer in it. The
// UK store's Welsh ones (`store_config_translations`) answer a shopper who chose Cymraeg (the `language`
// cookie); a REST client naming no language gets the store's own English.
describe('the stores’ texts in their languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, body?: object, language?: string) =>
    t.request({ method, url, payload: body, cookies: language ? { language } : {} });

  async function cartWithPods(store: string): Promise<string> {
    const cartId = (await call('POST', `/rest/${store}/V1/guest-carts`)).json() as string;
    const added = await call('POST', `/rest/${store}/V1/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    return cartId;
  }

  async function deliveryTitles(store: string, address: { country_id: string; postcode: string }, language?: string) {
    const cartId = await cartWithPods(store);
    const res = await call('POST', `/rest/${store}/V1/guest-carts/${cartId}/estimate-shipping-methods`, { address }, language);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { carrier_title: string; method_title: string }[]).map((rate) => `${rate.carrier_title} – ${rate.method_title}`);
  }

  async function paymentTitles(store: string, address: Record<string, unknown>, language?: string) {
    const cartId = await cartWithPods(store);
    const base = `/rest/${store}/V1/guest-carts/${cartId}`;
    const saved = await call(
      'POST',
      `${base}/shipping-information`,
      { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
      language,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return (saved.json().payment_methods as { code: string; title: string }[]).map((method) => method.title);
  }

  const person = { firstname: 'Ana', lastname: 'Lima', email: 'ana.lima@example.com' };

  it('the French store names its carriers in French, the brands as they are', async () => {
    expect(await deliveryTitles('fr', { country_id: 'FR', postcode: '75018' })).toEqual([
      'La Poste – Lettre suivie',
      'Options de livraison – Standard',
      'DPD Pickup – Retrait en point relais',
      'Livraison à domicile – Forfait',
      'La Poste – Colissimo Point Retrait',
      'Options de livraison – Livraison le lendemain',
      'Chronopost – Livraison avant 13 h',
      'Colissimo – Suivi 48 h',
      'Chronopost – Livraison le lendemain',
      'Chronopost – Livraison le samedi',
    ]);
  });

  it('the French store names its payment methods in French', async () => {
    const paris = { ...person, street: ['15 rue des Trois Frères'], city: 'Paris', postcode: '75018', country_id: 'FR', telephone: '+33612345678' };
    expect(await paymentTitles('fr', paris)).toEqual(['Carte bancaire', 'Paiement à la livraison']);
  });

  it('the German store answers in German', async () => {
    expect(await deliveryTitles('de', { country_id: 'DE', postcode: '10115' })).toEqual(['Paketversand – Standard']);
    const berlin = { ...person, street: ['Unter den Linden 1'], city: 'Berlin', postcode: '10117', country_id: 'DE', telephone: '+4930123456' };
    expect(await paymentTitles('de', berlin)).toEqual(['Nachnahme']);
  });

  it('the Mexican store answers in Mexican Spanish', async () => {
    expect(await deliveryTitles('mx', { country_id: 'MX', postcode: '06600' })).toEqual(['Envío a domicilio – Estándar']);
    const cdmx = {
      ...person,
      street: ['Paseo de la Reforma 222'],
      city: 'Ciudad de México',
      region_code: 'CMX',
      postcode: '06600',
      country_id: 'MX',
      telephone: '+525512345678',
    };
    expect(await paymentTitles('mx', cdmx)).toEqual([
      'Tarjeta de crédito o débito',
      'Pago contra entrega',
      'PayU: efectivo o transferencia (OXXO, SPEI)',
      'Tarjeta a meses (PayU)',
    ]);
  });

  it('the Brazilian store answers in Brazilian Portuguese', async () => {
    expect(await deliveryTitles('br', { country_id: 'BR', postcode: '01310-200' })).toEqual(['Entrega padrão – Frete fixo']);
    const saoPaulo = {
      ...person,
      street: ['Av. Paulista, 1578'],
      city: 'São Paulo',
      region_code: 'SP',
      postcode: '01310-200',
      country_id: 'BR',
      telephone: '+5511987654321',
    };
    expect(await paymentTitles('br', saoPaulo)).toEqual(['Cartão de crédito ou débito', 'PayU: boleto ou PIX', 'Cartão parcelado (PayU)']);
  });

  it('the Dutch store answers in Dutch, PostNL its carrier', async () => {
    expect(await deliveryTitles('nl', { country_id: 'NL', postcode: '1012 LG' })).toEqual(['PostNL – Standaard']);
  });

  it('the UK store answers Welsh to a shopper who chose Cymraeg, English to everyone else', async () => {
    const cardiff = { country_id: 'GB', postcode: 'CF10 1EP' };
    expect(await deliveryTitles('uk', cardiff, 'cy')).toEqual(['Cludiant Safonol – Pris Sefydlog']);
    expect(await deliveryTitles('uk', cardiff)).toEqual(['Flat Rate – Fixed']);
    // A language the store does not offer reads as its own.
    expect(await deliveryTitles('uk', cardiff, 'fr')).toEqual(['Flat Rate – Fixed']);
    const address = { ...person, street: ['1 Heol y Frenhines'], city: 'Caerdydd', postcode: 'CF10 2BH', country_id: 'GB', telephone: '+447400123456' };
    expect(await paymentTitles('uk', address, 'cy')).toEqual([
      'Cerdyn Credyd / Debyd',
      'Talu wrth Dderbyn',
      'Dulliau Talu Eraill',
      'PayPal',
      'Apple Pay / Google Pay',
    ]);
    expect(await paymentTitles('uk', address)).toEqual([
      'Credit / Debit Card',
      'Cash On Delivery',
      'Alternative Payment Methods',
      'PayPal',
      'Apple Pay / Google Pay',
    ]);
  });

  it('one cart answers each language its own titles, and a changed Welsh title is read once the stores are read again', async () => {
    const cartId = await cartWithPods('uk');
    const estimate = async (language?: string) =>
      (
        await call('POST', `/rest/uk/V1/guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'GB', postcode: 'CF10 1EP' } }, language)
      ).json()[0].carrier_title;
    expect(await estimate('cy')).toBe('Cludiant Safonol');
    expect(await estimate()).toBe('Flat Rate');
    expect(await estimate('cy')).toBe('Cludiant Safonol');
    const [uk] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'uk'));
    const title = and(
      eq(storeConfigTranslations.storeId, uk.id),
      eq(storeConfigTranslations.language, 'cy'),
      eq(storeConfigTranslations.path, 'carriers/flatrate/title'),
    );
    await t.database.db.update(storeConfigTranslations).set({ value: 'Post Safonol' }).where(title);
    try {
      clearStoreCache();
      expect(await estimate('cy')).toBe('Post Safonol');
      expect(await estimate()).toBe('Flat Rate');
    } finally {
      await t.database.db.update(storeConfigTranslations).set({ value: 'Cludiant Safonol' }).where(title);
      clearStoreCache();
    }
  });
});
