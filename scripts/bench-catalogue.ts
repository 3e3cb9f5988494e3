// The bench's large catalogue: 10,000 generated products (BENCH_CATALOGUE_SIZE) on top of the demo seed,
// each with the attributes the category pages filter on and priced in every store, pods fitted to the
// devices of their line, named and described in French for the French store (its search finds them by
// their translations, the other stores' by their own texts). Deterministic: the same catalogue every run. Not the demo seed (npm start never
// sees it): `npm run bench` adds it to a database of its own before the large catalogue's rows.
import { like, sql } from 'drizzle-orm';
import { productCompatibility, productPrices, productTranslations, products, stores } from '../src/db/schema';
import type { Database } from '../src/shared/server/db';

const BATCH = 500;
export const BENCH_SKU_PREFIX = 'BENCH-';

const LINES = ['ePod', 'ePen', 'Glo Pod', 'Vype Stick', 'Cloud Mini', 'Aero Max', 'Nova', 'Pulse'];
const FLAVOURS: Record<string, string[]> = {
  tobacco: ['Golden Tobacco', 'Virginia Tobacco', 'Blended Tobacco', 'Smooth Tobacco', 'Dark Tobacco'],
  menthol: ['Crisp Mint', 'Ice Menthol', 'Spearmint', 'Peppermint', 'Polar Mint'],
  fruit: ['Dark Cherry', 'Mango Ice', 'Blueberry', 'Watermelon', 'Strawberry', 'Lemon Zest', 'Pink Grapefruit', 'Peach'],
  dessert: ['Vanilla Custard', 'Salted Caramel', 'Cookie Dough', 'Honey Almond'],
  drinks: ['Cola', 'Iced Coffee', 'Lemonade', 'Green Tea'],
};
const FAMILIES = Object.keys(FLAVOURS);
const STRENGTHS = [0, 3, 6, 10, 12, 18, 20];
const POD_PACKS = [1, 2, 3, 4, 5, 10];
const VOLUMES = [1.6, 1.9, 2];
const COLOURS = ['Black', 'Silver', 'Ocean Blue', 'Rose Gold', 'Graphite', 'Forest Green'];
const ACCESSORIES = ['USB-C Cable', 'Carry Case', 'Lanyard', 'Charging Dock', 'Travel Pouch', 'Drip Tip Set'];
/** The French store's words for them: the generated products' translations (fr-FR), accents and all. */
const FRENCH: Record<string, string> = {
  'Golden Tobacco': 'Tabac Doré',
  'Virginia Tobacco': 'Tabac Virginie',
  'Blended Tobacco': 'Tabac Blond',
  'Smooth Tobacco': 'Tabac Doux',
  'Dark Tobacco': 'Tabac Brun',
  'Crisp Mint': 'Menthe Fraîche',
  'Ice Menthol': 'Menthol Glacé',
  Spearmint: 'Menthe Verte',
  Peppermint: 'Menthe Poivrée',
  'Polar Mint': 'Menthe Polaire',
  'Dark Cherry': 'Cerise Noire',
  'Mango Ice': 'Mangue Glacée',
  Blueberry: 'Myrtille',
  Watermelon: 'Pastèque',
  Strawberry: 'Fraise',
  'Lemon Zest': 'Zeste de Citron',
  'Pink Grapefruit': 'Pamplemousse Rose',
  Peach: 'Pêche',
  'Vanilla Custard': 'Crème Vanille',
  'Salted Caramel': 'Caramel Salé',
  'Cookie Dough': 'Pâte à Cookie',
  'Honey Almond': 'Miel Amande',
  Cola: 'Cola',
  'Iced Coffee': 'Café Glacé',
  Lemonade: 'Limonade',
  'Green Tea': 'Thé Vert',
  Black: 'Noir',
  Silver: 'Argent',
  'Ocean Blue': 'Bleu Océan',
  'Rose Gold': 'Or Rose',
  Graphite: 'Graphite',
  'Forest Green': 'Vert Forêt',
  'USB-C Cable': 'Câble USB-C',
  'Carry Case': 'Étui de Transport',
  Lanyard: 'Cordon Tour de Cou',
  'Charging Dock': 'Station de Charge',
  'Travel Pouch': 'Pochette de Voyage',
  'Drip Tip Set': 'Embouts Drip Tip',
};
const INGREDIENTS = 'Propylene glycol, glycerol, nicotine, benzoic acid, flavourings';
/** Each store's prices, by the UK price in pence: euros a little higher, pesos and reais by a rate. */
const RATES: Record<string, number> = { uk: 1, fr: 1.18, de: 1.18, mx: 24, br: 6.5 };

/** A small deterministic generator (mulberry32): the same catalogue on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Generated {
  row: typeof products.$inferInsert;
  /** The French store's name and description (fr-FR). */
  french: { name: string; description: string };
  ukPrice: number;
  line: string;
}

function generate(i: number, next: () => number): Generated {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const line = pick(LINES);
  const sku = `${BENCH_SKU_PREFIX}${String(i).padStart(5, '0')}`;
  const base = {
    sku,
    urlKey: sku.toLowerCase(),
    image: '/images/pods.svg',
    qty: next() < 0.05 ? 0 : 10_000_000,
    sortOrder: 1000 + i,
    isEnabled: true,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  };
  const kind = next();
  if (kind < 0.7) {
    const family = pick(FAMILIES);
    const flavour = pick(FLAVOURS[family]);
    const strength = pick(STRENGTHS);
    const pack = pick(POD_PACKS);
    const ukPrice = 199 + pack * (150 + Math.floor(next() * 150));
    return {
      line,
      ukPrice,
      french: {
        name: `${line} Pods ${FRENCH[flavour]} ${strength} mg (lot de ${pack}) ${i}`,
        description: `${pack} pods préremplis ${FRENCH[flavour].toLowerCase()} pour le ${line}.`,
      },
      row: {
        ...base,
        name: `${line} Pods ${flavour} ${strength}mg (${pack} pack) ${i}`,
        kind: 'pod',
        category: 'pods',
        description: `${pack} pre-filled ${flavour.toLowerCase()} pods for the ${line}.`,
        subscriptionIntervals: [1],
        ageRestricted: true,
        flavourFamily: family,
        nicotineMgPerMl: strength,
        volumeMl: pick(VOLUMES),
        packSize: pack,
        ingredients: INGREDIENTS,
      },
    };
  }
  if (kind < 0.85) {
    const colour = pick(COLOURS);
    return {
      line,
      ukPrice: 999 + Math.floor(next() * 40) * 100,
      french: { name: `Kit ${line} – ${FRENCH[colour]} ${i}`, description: `Le ${line} en ${FRENCH[colour].toLowerCase()}.` },
      row: {
        ...base,
        name: `${line} Device Kit – ${colour} ${i}`,
        kind: 'device',
        category: 'devices',
        description: `The ${line} in ${colour}.`,
        ageRestricted: true,
        packSize: 1,
      },
    };
  }
  const accessory = pick(ACCESSORIES);
  const pack = pick([1, 1, 1, 2, 3]);
  return {
    line,
    ukPrice: 299 + Math.floor(next() * 20) * 50,
    french: { name: `${FRENCH[accessory]} ${line} ${i}`, description: `${FRENCH[accessory]} pour le ${line}.` },
    row: {
      ...base,
      name: `${line} ${accessory} ${i}`,
      kind: 'accessory',
      category: 'accessories',
      description: `${accessory} for the ${line}.`,
      packSize: pack,
    },
  };
}

/** Adds the generated catalogue to a migrated, seeded database, unless it is there already. */
export async function seedBenchCatalogue(db: Database, size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 10_000)): Promise<void> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(like(products.sku, `${BENCH_SKU_PREFIX}%`));
  if (count > 0) return;
  const storeIds = new Map((await db.select({ id: stores.id, code: stores.code }).from(stores)).map((s) => [s.code, s.id]));
  const next = random(31);
  const generated = Array.from({ length: size }, (_, i) => generate(i + 1, next));
  const devicesOfLine = new Map<string, number[]>();
  const podsOfLine = new Map<string, number[]>();
  await db.transaction(async (tx) => {
    for (let start = 0; start < generated.length; start += BATCH) {
      const batch = generated.slice(start, start + BATCH);
      const ids = await tx
        .insert(products)
        .values(batch.map((g) => g.row))
        .returning({ id: products.id });
      const prices = batch.flatMap((g, k) =>
        [...storeIds]
          .filter(([code]) => code in RATES)
          .map(([code, storeId]) => ({ productId: ids[k].id, storeId, price: Math.round(g.ukPrice * RATES[code]) })),
      );
      for (let p = 0; p < prices.length; p += BATCH * 2) await tx.insert(productPrices).values(prices.slice(p, p + BATCH * 2));
      await tx.insert(productTranslations).values(batch.map((g, k) => ({ productId: ids[k].id, locale: 'fr-FR', ...g.french })));
      batch.forEach((g, k) => {
        const of = g.row.category === 'devices' ? devicesOfLine : g.row.category === 'pods' ? podsOfLine : null;
        if (of) of.set(g.line, [...(of.get(g.line) ?? []), ids[k].id]);
      });
    }
    // Each pod fits up to three devices of its line.
    const pairs = [...podsOfLine].flatMap(([line, pods]) => {
      const devices = devicesOfLine.get(line) ?? [];
      return pods.flatMap((productId, k) =>
        devices.slice(k % Math.max(1, devices.length - 2), (k % Math.max(1, devices.length - 2)) + 3).map((deviceId) => ({ productId, deviceId })),
      );
    });
    for (let p = 0; p < pairs.length; p += BATCH * 2) await tx.insert(productCompatibility).values(pairs.slice(p, p + BATCH * 2));
  });
  // Vacuumed as well as analysed, as autovacuum leaves a shop's tables after a bulk load: GIN indexes take new
  // rows into a pending list that every search reads through until a vacuum moves them into the index (a
  // search that finds nothing took 15 ms here instead of 0.3 ms), and index-only scans need the visibility map.
  for (const table of ['products', 'product_translations', 'product_prices', 'product_compatibility']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
