import fc from 'fast-check';
import { SEED_STORES } from '../../../db/seed-data';
import { type CartRule, applyCartRules, applyFreeOffers, computeTotals, offerDiscountsByLine } from '../domain';
import { totalsDto } from '../server/totals-dto';
import { readStoreSettings as readSettings } from '../../../app/server/settings';
import type { TotalSegment, Totals } from '../../../shared/web/api/types';
import i18next from 'i18next';
import french from '../../../shared/domain/i18n/catalogues/fr.json';
import { type Translate, type TotalsRow, totalsRows } from './totals-rows';

// The rows in the source language (the unit project's i18n set-up), and in French for the translated titles.
const t: Translate = i18next.getFixedT('en-GB');
const inFrench = i18next.createInstance();
void inFrench.init({ lng: 'fr', resources: { fr: { translation: french } }, interpolation: { escapeValue: false }, initAsync: false });
const tFrench: Translate = inFrench.getFixedT('fr');

const seg = (code: string, value: number | null, title = code): TotalSegment => ({ code, title, value });

describe('totalsRows (spec 000 §4 "Totals display")', () => {
  it('shows a zero shipping price as Included', () => {
    const [row] = totalsRows({ total_segments: [seg('shipping', 0, 'Shipping & Handling')] }, t);
    expect(row).toMatchObject({ label: 'Shipping & Handling', amount: null, text: 'Included' });
  });

  it('shows tax not yet computed as Not yet calculated, labelled VAT', () => {
    const [row] = totalsRows({ total_segments: [seg('tax', null, 'Tax')] }, t);
    expect(row).toMatchObject({ label: 'VAT', text: 'Not yet calculated' });
  });

  it('shows the cash on delivery fee only when above 0', () => {
    const codes = (value: number) => totalsRows({ total_segments: [seg('cash_on_delivery_fee', value)] }, t).map((r) => r.code);
    expect(codes(0)).toEqual([]);
    expect(codes(1.5)).toEqual(['cash_on_delivery_fee']);
  });

  it('keeps the server order and marks the grand total', () => {
    const rows = totalsRows(
      {
        total_segments: [seg('subtotal', 10), seg('discount', 0), seg('tax', 1.67), seg('grand_total', 10)],
      },
      t,
    );
    expect(rows.map((r) => r.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(rows.at(-1)?.isGrandTotal).toBe(true);
  });

  it('shows discounts, free device and sample offers and reward points as money off, only when not 0', () => {
    const rows = totalsRows(
      {
        total_segments: [
          seg('subtotal', 20),
          seg('discount', -2, 'Discount (WELCOME10: 10% off)'),
          seg('free_device_discount', -14.99),
          seg('free_samples_discount', 0),
          seg('reward', -5, 'Reward Points'),
          seg('grand_total', 0),
        ],
        extension_attributes: { amrule_discount_breakdown: [{ rule_name: 'WELCOME10: 10% off', rule_amount: -2 }] },
      },
      t,
    );
    expect(rows.map((r) => [r.code, r.label, r.amount])).toEqual([
      ['subtotal', 'Subtotal', 20],
      ['discount', 'Discount (WELCOME10: 10% off)', -2],
      ['free_device_discount', 'free_device_discount', -14.99],
      ['reward', 'Reward Points', -5],
      ['grand_total', 'Grand Total', 0],
    ]);
  });

  it('words the shop’s titles in the page’s language and keeps the store’s labels and the delivery method as set', () => {
    const rows = totalsRows(
      {
        total_segments: [
          seg('subtotal', 20),
          { ...seg('shipping', 3.9, 'Shipping & Handling (Colissimo - Suivi 48h)'), extension_attributes: { shipping_method_title: 'Colissimo - Suivi 48h' } },
          seg('weee', 0.1, 'Éco-participation'),
          seg('grand_total', 24),
        ],
      },
      tFrench,
    );
    expect(rows.map((r) => r.label)).toEqual(['Sous-total', 'Frais de livraison (Colissimo - Suivi 48h)', 'Éco-participation', 'Total']);
  });
});

describe('totalsRows with tax shown both ways (the fr store)', () => {
  // The server's own path for the fr store: free offers, cart rules on what they leave, the totals, the DTO.
  const frStore = SEED_STORES.find((s) => s.code === 'fr')!;
  const settings = readSettings(frStore.config);
  const tax = { rateBasisPoints: frStore.taxRateBasisPoints, pricesIncludeTax: frStore.pricesIncludeTax };
  const cents = (value: number) => Math.round(value * 100);
  const welcome: CartRule = {
    id: 1,
    name: 'Welcome',
    label: 'WELCOME10: 10% off',
    couponCode: null,
    priority: 0,
    stopFurtherRules: false,
    action: { type: 'by_percent', percentBasisPoints: 1000 },
    conditions: {},
  };
  const lineArb = fc.record({
    qty: fc.integer({ min: 1, max: 10 }),
    unitPrice: fc.integer({ min: 1, max: 5_000 }),
    kind: fc.constantFrom('device', 'pod', 'sample'),
    isSubscription: fc.boolean(),
    subscriptionInterval: fc.constantFrom(1, 6),
  });

  type FrLine = { qty: number; unitPrice: number; kind: string; isSubscription: boolean; subscriptionInterval: number };

  function frTotals(rawLines: FrLine[], rules: CartRule[], shipping: number, fee: number, reward: number) {
    const lines = rawLines.map((l, i) => ({
      ...l,
      itemId: i + 1,
      sku: `SKU${i}`,
      name: `Item ${i}`,
      isSubscription: l.kind === 'pod' && l.isSubscription,
      subscriptionInterval: l.kind === 'pod' && l.isSubscription ? l.subscriptionInterval : 0,
      freeWithSubscription: l.kind === 'device',
      category: l.kind,
    }));
    const offers = applyFreeOffers(lines, settings.freeOffers);
    const outcome = applyCartRules(lines, rules, { customerKind: 'customer', today: '2026-11-21', couponCode: null }, offerDiscountsByLine(offers));
    const devices = lines.filter((l) => l.kind === 'device').reduce((s, l) => s + l.qty, 0);
    const totals = computeTotals({
      lines,
      tax,
      shipping: shipping ? { amount: shipping, title: 'Colissimo - Tracked 48h' } : null,
      paymentFee: fee,
      currency: 'EUR',
      lineDiscounts: outcome.lineDiscounts,
      offerDiscounts: offers,
      weeeAmount: settings.weee.feePerDevice * devices,
      rewardAmount: reward,
    });
    return totalsDto(totals, [], settings, outcome) as unknown as Totals;
  }

  function columnSums(dto: Totals) {
    const rows = totalsRows(dto, t);
    const sum = (pick: (row: TotalsRow) => boolean) => rows.filter(pick).reduce((s, r) => s + cents(r.amount ?? 0), 0);
    return {
      rows,
      excl: sum((r) => r.column === 'excl' || (!r.column && !r.isGrandTotal)),
      incl: sum((r) => r.column === 'incl' || (!r.column && !r.isGrandTotal)),
      grand: cents(rows.find((r) => r.isGrandTotal)!.amount!),
    };
  }

  it('shows Magento’s pairs, and each column adds up to the grand total', () => {
    const dto = frTotals(
      [
        { qty: 1, unitPrice: 1199, kind: 'device', isSubscription: false, subscriptionInterval: 0 },
        { qty: 2, unitPrice: 699, kind: 'pod', isSubscription: true, subscriptionInterval: 1 },
        { qty: 3, unitPrice: 749, kind: 'pod', isSubscription: false, subscriptionInterval: 0 },
      ],
      [welcome],
      390,
      150,
      0,
    );
    const { rows, excl, incl, grand } = columnSums(dto);
    expect(rows.map((r) => [r.label, r.column ?? null])).toEqual([
      ['Subtotal (Excl. Tax)', 'excl'],
      ['Subtotal (Incl. Tax)', 'incl'],
      ['Shipping & Handling (Colissimo - Tracked 48h) (Excl. Tax)', 'excl'],
      ['Shipping & Handling (Colissimo - Tracked 48h) (Incl. Tax)', 'incl'],
      ['Discount (WELCOME10: 10% off) (Excl. Tax)', 'excl'],
      ['Discount (WELCOME10: 10% off) (Incl. Tax)', 'incl'],
      ['Appareil offert avec votre abonnement (Excl. Tax)', 'excl'],
      ['Appareil offert avec votre abonnement (Incl. Tax)', 'incl'],
      ['Éco-participation (Excl. Tax)', 'excl'],
      ['Éco-participation (Incl. Tax)', 'incl'],
      ['Cash on Delivery Fee (Excl. Tax)', 'excl'],
      ['Cash on Delivery Fee (Incl. Tax)', 'incl'],
      ['TVA', 'excl'],
      ['Grand Total', null],
    ]);
    // 11.99 + 13.98 + 22.47 − 2.25 (10% of the one-time packs) − 11.99 (device) + 0.10 + 3.90 + 1.50
    expect(grand).toBe(3970);
    expect(incl).toBe(grand);
    expect(excl).toBe(grand);
  });

  it('adds up to the cent for any basket, offers, rules, delivery, fee and reward points (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom(0, 150),
        fc.integer({ min: 0, max: 2_000 }),
        (lines, withRule, shipping, fee, reward) => {
          const { excl, incl, grand } = columnSums(frTotals(lines, withRule ? [welcome] : [], shipping, fee, reward));
          expect(incl).toBe(grand);
          expect(excl).toBe(grand);
        },
      ),
    );
  });

  it('keeps one row per segment when tax is shown one way (the UK store)', () => {
    const uk = totalsDto(
      computeTotals({ lines: [], tax, shipping: { amount: 399, title: 'Flat Rate - Fixed' }, paymentFee: 0, currency: 'GBP' }),
      [],
      readSettings(SEED_STORES.find((s) => s.code === 'uk')!.config),
    ) as unknown as Totals;
    expect(totalsRows(uk, t).map((r) => [r.label, r.column ?? null])).toEqual([
      ['Subtotal', null],
      ['Shipping & Handling (Flat Rate - Fixed)', null],
      ['VAT', null],
      ['Grand Total', null],
    ]);
  });
});
