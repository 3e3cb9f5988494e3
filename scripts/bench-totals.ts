// The totals engine alone (cart rules + totals, pure domain code): time per basket of 1, 10, 100 and
// 1,000 lines, to show that it grows linearly. Run: npx tsx scripts/bench-totals.ts
import { performance } from 'node:perf_hooks';
import { type CartRule, applyCartRules, computeTotals } from '../src/features/pricing/domain';

const rules: CartRule[] = [
  {
    id: 1,
    name: 'pods',
    label: '10% off pods',
    couponCode: null,
    priority: 1,
    stopFurtherRules: false,
    action: { type: 'by_percent', percentBasisPoints: 1000 },
    conditions: { categories: ['pods'] },
  },
  {
    id: 2,
    name: 'cart',
    label: '£5 off',
    couponCode: null,
    priority: 2,
    stopFurtherRules: false,
    action: { type: 'cart_fixed', amount: 500 },
    conditions: { minSubtotal: 2000 },
  },
];

function basket(size: number) {
  return Array.from({ length: size }, (_, i) => ({
    itemId: i + 1,
    sku: `SKU-${i}`,
    name: `Item ${i}`,
    category: i % 2 ? 'pods' : 'devices',
    qty: 1 + (i % 3),
    unitPrice: 499 + (i % 7) * 100,
    isSubscription: i % 4 === 0,
    subscriptionInterval: i % 4 === 0 ? 1 : 0,
  }));
}

function priceOnce(lines: ReturnType<typeof basket>) {
  const outcome = applyCartRules(lines, rules, { customerKind: 'guest', today: '2026-11-21', couponCode: null });
  return computeTotals({
    lines,
    tax: { rateBasisPoints: 2000, pricesIncludeTax: true },
    shipping: { amount: 399, title: 'Flat Rate - Fixed' },
    paymentFee: 0,
    currency: 'GBP',
    lineDiscounts: outcome.lineDiscounts,
  });
}

console.log('| lines | µs per basket | µs per line |');
console.log('| ---: | ---: | ---: |');
for (const size of [1, 10, 100, 1000]) {
  const lines = basket(size);
  const iterations = Math.max(200, Math.round(200_000 / size));
  for (let i = 0; i < iterations / 10; i++) priceOnce(lines);
  const start = performance.now();
  for (let i = 0; i < iterations; i++) priceOnce(lines);
  const micros = ((performance.now() - start) * 1000) / iterations;
  console.log(`| ${size} | ${micros.toFixed(1)} | ${(micros / size).toFixed(2)} |`);
}
