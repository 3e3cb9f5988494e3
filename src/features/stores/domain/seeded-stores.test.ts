import { SEED_PRODUCTS, SEED_STORES } from '../../../db/seed-data';
import { allSettings, readStoreSettings as readSettings } from '../../../app/server/settings';
import { offeredLocales, offeredSubscriptionIntervals, storeSettings } from './settings';
import { GUEST_CHECKOUT_NOT_AVAILABLE, mayPlaceOrder } from './guest-checkout';

const valueIn = (store: (typeof SEED_STORES)[number], path: string) => store.config[path] ?? allSettings.defaults[path];

/**
 * Methods whose rules and gateway pages exist but that placing an order does not take yet: switching
 * them on in a store would offer the shopper a method the checkout cannot complete. Each leaves this
 * list in the change that lets an order be paid with it.
 */
const AWAITING_CHECKOUT: string[] = [];

describe('seeded stores', () => {
  // DESIGN.md: every optional feature is a flag in store config, and each flag is on in at least one
  // seeded store, so that every feature can be tried from `npm start`.
  const flags = Object.keys(allSettings.defaults).filter((path) => /\/(active|enable|enabled|is_enabled)$/.test(path) && !AWAITING_CHECKOUT.includes(path));

  it.each(flags)('%s is on in at least one seeded store', (path) => {
    expect(SEED_STORES.filter((store) => valueIn(store, path) === '1').map((s) => s.code)).not.toEqual([]);
  });

  it('has a store for customers only and one open to guests, and a store showing tax both ways', () => {
    const values = (path: string) => new Set(SEED_STORES.map((s) => valueIn(s, path)));
    expect(values('checkout/options/guest_checkout')).toEqual(new Set(['0', '1']));
    expect(values('tax/display/cart')).toContain('both');
  });

  it('prices every product in every store', () => {
    for (const product of SEED_PRODUCTS) expect(Object.keys(product.prices).sort(), product.sku).toEqual(SEED_STORES.map((s) => s.code).sort());
  });

  it('keeps the UK store the default, and reads the French settings', () => {
    expect(SEED_STORES.filter((s) => s.isDefault).map((s) => s.code)).toEqual(['uk']);
    const fr = SEED_STORES.find((s) => s.code === 'fr')!;
    expect(fr).toMatchObject({ countryId: 'FR', locale: 'fr-FR', currency: 'EUR', taxRateBasisPoints: 2000, pricesIncludeTax: true });
    const settings = readSettings(fr.config);
    expect(settings).toMatchObject({
      allowedCountries: ['FR', 'MC'],
      guestCheckoutAllowed: false,
      taxDisplay: 'both',
      timeZone: 'Europe/Paris',
      weee: { enabled: true, feePerDevice: 10, title: 'Éco-participation' },
      rewards: { enabled: true, pointValue: 1 },
      extraSubscriptionIntervals: [6],
    });
    expect(settings.freeOffers.sixMonthlyFreeDevice).toEqual({
      enabled: true,
      intervalMonths: 6,
      minSubscriptionQty: 1,
      label: 'Appareil offert avec votre abonnement semestriel',
    });
    expect(settings.exclusivity.enabled).toBe(true);
    expect(settings.shipping.tableRate?.rows.length).toBeGreaterThan(0);
    expect(readSettings({}).freeOffers.sixMonthlyFreeDevice.enabled).toBe(false);
  });

  it('reads the Brazilian store: reais with ICMS included, Brazil only, cards with the CPF, statement text and instalments', () => {
    const br = SEED_STORES.find((s) => s.code === 'br')!;
    expect(br).toMatchObject({ countryId: 'BR', locale: 'pt-BR', currency: 'BRL', taxRateBasisPoints: 1800, pricesIncludeTax: true });
    const settings = readSettings(br.config);
    expect(settings).toMatchObject({ allowedCountries: ['BR'], guestCheckoutAllowed: true, timeZone: 'America/Sao_Paulo' });
    expect(settings.worldpay.cc).toMatchObject({ enabled: true, cpfEnabled: true, instalmentEnabled: true, statementEnabled: true });
    expect(settings.worldpay.cc.instalmentTypes.BR).toBe('2,3,4,5,6,10,12');
    // Whole reais.
    for (const product of SEED_PRODUCTS) expect(product.prices.br % 100, product.sku).toBe(0);
  });
});

describe('the Dutch and American stores', () => {
  it('reads the Dutch store: euros with 21% VAT inside, the Netherlands only, iDEAL and its postcodes', () => {
    const nl = SEED_STORES.find((s) => s.code === 'nl')!;
    expect(nl).toMatchObject({ countryId: 'NL', locale: 'nl-NL', currency: 'EUR', taxRateBasisPoints: 2100, pricesIncludeTax: true });
    const settings = readSettings(nl.config);
    expect(settings).toMatchObject({
      allowedCountries: ['NL'],
      guestCheckoutAllowed: true,
      taxDisplay: 'including',
      timeZone: 'Europe/Amsterdam',
      taxTitle: 'btw',
    });
    expect(settings.worldpay.apm).toMatchObject({ enabled: true, title: 'iDEAL', types: ['IDEAL-SSL'] });
    expect(settings.payment.apm.countries).toEqual(['NL']);
    expect(settings.checkout.localAddressRules).toBe(true);
  });

  it('reads the American store: dollars without tax, sales tax by state, table rates by state, ACH direct debit', () => {
    const us = SEED_STORES.find((s) => s.code === 'us')!;
    expect(us).toMatchObject({ countryId: 'US', locale: 'en-US', currency: 'USD', taxRateBasisPoints: 0, pricesIncludeTax: false });
    const settings = readSettings(us.config);
    expect(settings).toMatchObject({ allowedCountries: ['US'], taxDisplay: 'excluding', timeZone: 'America/New_York', taxTitle: 'Sales Tax' });
    // Every state and DC has its statewide rate.
    expect(Object.keys(settings.taxRatesByRegion.US)).toHaveLength(51);
    expect(settings.taxRatesByRegion.US).toMatchObject({ NY: 400, CA: 725, TX: 625, OR: 0 });
    expect(settings.shipping.tableRate?.rows.map((r) => r.region).sort()).toEqual(['*', '*', 'AK', 'HI']);
    expect(settings.worldpay.apm).toMatchObject({ enabled: true, title: 'ACH Direct Debit', types: ['ACH_DIRECT_DEBIT-SSL'] });
    expect(settings.checkout.localAddressRules).toBe(true);
  });

  it('keeps the UK store delivering to the Netherlands and the United States with its own rules', () => {
    const settings = readSettings(SEED_STORES.find((s) => s.code === 'uk')!.config);
    expect(settings.allowedCountries).toEqual(['GB', 'NL', 'US']);
    expect(settings.checkout.localAddressRules).toBe(false);
  });
});

describe('store rules', () => {
  it.each([
    [[1], [6], [1, 6]],
    [[1, 6], [6], [1, 6]],
    [[], [6], []],
    [[1], [], [1]],
  ])('a product offering %j in a store adding %j offers %j', (own, extra, expected) => {
    expect(offeredSubscriptionIntervals(own, { extraSubscriptionIntervals: extra })).toEqual(expected);
  });

  it('reads extra intervals as whole months from 1 to 12', () => {
    expect(storeSettings.read({ 'subscription/general/extra_intervals': '6, 3,6,0,13,x,2.5' }).extraSubscriptionIntervals).toEqual([6, 3]);
    expect(storeSettings.read({}).extraSubscriptionIntervals).toEqual([]);
  });

  it('reads the languages a store offers besides its own as well-formed tags, each once', () => {
    expect(storeSettings.read({ 'general/locale/additional': 'cy, ga_IE,x,cy,en-gb' }).additionalLanguages).toEqual(['cy', 'ga-IE']);
    expect(storeSettings.read({}).additionalLanguages).toEqual([]);
    // The UK store offers Welsh.
    expect(storeSettings.read(SEED_STORES.find((s) => s.code === 'uk')!.config).additionalLanguages).toEqual(['cy']);
  });

  it('offers a store’s pages in its own locale first, then its others, each once', () => {
    expect(offeredLocales('en-GB', { additionalLanguages: ['cy'] })).toEqual(['en-GB', 'cy']);
    expect(offeredLocales('en-GB', { additionalLanguages: ['en-GB', 'cy'] })).toEqual(['en-GB', 'cy']);
    expect(offeredLocales('fr-FR', { additionalLanguages: [] })).toEqual(['fr-FR']);
  });

  it('lets guests place orders only where the store allows guest checkout', () => {
    expect(mayPlaceOrder('guest', { guestCheckoutAllowed: false })).toBe(false);
    expect(mayPlaceOrder('guest', { guestCheckoutAllowed: true })).toBe(true);
    expect(mayPlaceOrder('customer', { guestCheckoutAllowed: false })).toBe(true);
    expect(GUEST_CHECKOUT_NOT_AVAILABLE).toBe('Sorry, guest checkout is not available.');
  });
});
