import type { GiftMessageRecord } from './gift-message-merge';
import type { PersonalisationRecord } from '../../personalisation/domain';

/** A basket line as stored: the shopper's choices, and the product's live stock. */
export interface StoredCartItem {
  itemId: number;
  productId: number;
  qty: number;
  isSubscription: boolean;
  subscriptionInterval: number;
  /** The gift rule that added this free line; 0 for a bought line. */
  giftRuleId: number;
  personalisation: PersonalisationRecord | null;
  optionsKey: string;
  giftMessage: GiftMessageRecord | null;
  /** Units in stock now (read with the line, never from a cache). */
  stock: number;
}

/** What a line takes from the store's catalogue. */
export interface LineProduct {
  id: number;
  sku: string;
  name: string;
  kind: string;
  category: string;
  urlKey: string;
  image: string;
  maxSaleQty: number;
  price: number;
  subscriptionIntervals: number[];
  freeWithSubscription: boolean;
  personalisable: boolean;
  isDeviceTrial: boolean;
  /** Ordering it needs a passed age verification where the store asks for one. */
  ageRestricted: boolean;
}

/** A stored line with what it takes from the catalogue, at the price this basket pays. */
export interface CartLine extends StoredCartItem, Omit<LineProduct, 'id' | 'price'> {
  unitPrice: number;
}

/**
 * One line priced from its product: a free gift costs nothing whatever the catalogue says. Every field
 * is named (no spread): every cart call prices each line, and an object of one fixed shape is several
 * times cheaper to build; the type makes a new stored field a compile error here until it is copied.
 */
export function toCartLine(item: StoredCartItem, product: LineProduct): CartLine {
  return {
    itemId: item.itemId,
    productId: item.productId,
    qty: item.qty,
    isSubscription: item.isSubscription,
    subscriptionInterval: item.subscriptionInterval,
    giftRuleId: item.giftRuleId,
    personalisation: item.personalisation,
    optionsKey: item.optionsKey,
    giftMessage: item.giftMessage,
    stock: item.stock,
    sku: product.sku,
    name: product.name,
    kind: product.kind,
    category: product.category,
    urlKey: product.urlKey,
    image: product.image,
    maxSaleQty: product.maxSaleQty,
    unitPrice: item.giftRuleId > 0 ? 0 : product.price,
    subscriptionIntervals: product.subscriptionIntervals,
    freeWithSubscription: product.freeWithSubscription,
    personalisable: product.personalisable,
    isDeviceTrial: product.isDeviceTrial,
    ageRestricted: product.ageRestricted,
  };
}

/**
 * The basket's lines priced from the store's catalogue, in the order they were added. A line whose
 * product is no longer sold in the store (disabled, or not priced there) is left out.
 */
export function toCartLines(items: readonly StoredCartItem[], productById: ReadonlyMap<number, LineProduct>): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of items) {
    const product = productById.get(item.productId);
    if (product) lines.push(toCartLine(item, product));
  }
  return lines;
}
