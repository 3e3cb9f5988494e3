import { toDecimal } from '../../../shared/domain/money';
import { storeMessage } from '../../../shared/server/message-catalogues';
import { ICONS, MAX_ENGRAVING_LENGTH, ORIENTATIONS, PATTERNS, TYPEFACES } from '../../personalisation/domain';
import { type StoreSettings, offeredSubscriptionIntervals } from '../../stores/domain';
import { SUBSCRIPTION_EXPLANATION } from '../../subscriptions/domain';
import type { StockState, SubscriptionTerms } from '../domain';
import type { CatalogProduct } from './catalog-product';

/** What a personalisable device can be engraved with (the choices the product page offers). */
const PERSONALISATION_OPTIONS = {
  typefaces: [...TYPEFACES],
  orientations: [...ORIENTATIONS],
  patterns: [...PATTERNS],
  icons: [...ICONS],
  max_length: MAX_ENGRAVING_LENGTH,
};

/** The subscription rules and savings as the API writes them (snake case, decimal amounts). */
function subscriptionTermsDto(terms: SubscriptionTerms) {
  return {
    min_qty: terms.minPacks,
    max_qty: terms.maxPacks,
    savings: terms.savings.map((s) => ({ min_qty: s.minPacks, max_qty: s.maxPacks, discount_per_pack: toDecimal(s.perPack) })),
    free_device_min_qty: terms.freeDeviceFrom,
  };
}

/** What a product's own page adds to its data: the stock now (only N left) and the store's subscription terms. */
export interface ProductPageFacts {
  stock?: StockState;
  subscriptionTerms: SubscriptionTerms;
}

/** A product another links to, if the store sells it: what the product page needs for the link. */
function linkedProducts(skus: readonly string[], bySku: ReadonlyMap<string, CatalogProduct>) {
  return skus.flatMap((sku) => {
    const linked = bySku.get(sku);
    return linked ? [{ sku, name: linked.name, url_key: linked.urlKey }] : [];
  });
}

/** An attribute the product has, as Magento lists it (a string); none when it has none. */
const attribute = (code: string, value: string | number | null) => (value === null ? [] : [{ attribute_code: code, value: String(value) }]);

/**
 * Magento's product data shape; shop-specific attributes travel as custom_attributes. `bySku` is the
 * store's catalogue, for the products it fits and that fit it (those the store sells); `facts` what the
 * product's own page adds. Its texts are in the store's language (`locale`).
 */
export function productDto(
  p: CatalogProduct,
  settings: Pick<StoreSettings, 'extraSubscriptionIntervals' | 'brand'>,
  locale: string,
  bySku: ReadonlyMap<string, CatalogProduct>,
  facts?: ProductPageFacts,
) {
  const intervals = offeredSubscriptionIntervals(p.subscriptionIntervals, settings);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    attribute_set_id: 4,
    price: toDecimal(p.price),
    status: 1,
    visibility: 4,
    type_id: 'simple',
    extension_attributes: {
      stock_item: { is_in_stock: p.qty > 0, max_sale_qty: p.maxSaleQty },
      personalisable: p.personalisable,
      // What a subscription is, in the store's brand (spec 000 §5); only for products that offer one.
      ...(intervals.length ? { subscription_explanation: storeMessage(locale, SUBSCRIPTION_EXPLANATION, { brand: settings.brand }) } : {}),
      ...(p.personalisable ? { personalisation_options: PERSONALISATION_OPTIONS } : {}),
      // As Magento's GraphQL names it: the units left, only while they are few (null otherwise).
      ...(facts?.stock ? { only_x_left_in_stock: facts.stock.state === 'only_left' ? facts.stock.left : null } : {}),
      ...(facts && intervals.length ? { subscription_terms: subscriptionTermsDto(facts.subscriptionTerms) } : {}),
      compatible_devices: linkedProducts(p.fitsSkus, bySku),
      compatible_products: linkedProducts(p.fittedBySkus, bySku),
    },
    custom_attributes: [
      { attribute_code: 'url_key', value: p.urlKey },
      { attribute_code: 'description', value: p.description },
      { attribute_code: 'image', value: p.image },
      { attribute_code: 'category', value: p.category },
      { attribute_code: 'product_kind', value: p.kind },
      { attribute_code: 'subscription_intervals', value: intervals.join(',') },
      { attribute_code: 'free_with_subscription', value: p.freeWithSubscription ? '1' : '0' },
      { attribute_code: 'age_restricted', value: p.ageRestricted ? '1' : '0' },
      ...attribute('flavour_family', p.flavourFamily),
      ...attribute('nicotine_strength', p.nicotineMgPerMl),
      ...attribute('volume', p.volumeMl),
      ...attribute('pack_size', p.packSize),
      ...attribute('ingredients', p.ingredients),
      { attribute_code: 'created_at', value: new Date(p.createdAt).toISOString() },
    ],
  };
}
