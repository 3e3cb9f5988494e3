import type { PersonalisationOptions } from '../../../shared/web/api/types';
import type { StockState } from '../domain/stock-state';
import { type LinkedProductDto, type ProductFacts, toProductFacts } from './product-facts-view';

/** The product as the API sends it, and the flat view the pages render. */
export interface ProductDto {
  id: number;
  sku: string;
  name: string;
  price: number;
  extension_attributes?: {
    stock_item?: { is_in_stock: boolean; max_sale_qty: number };
    personalisable?: boolean;
    personalisation_options?: PersonalisationOptions;
    subscription_explanation?: string;
    /** A product's own answer only: the units left while few are, else null. */
    only_x_left_in_stock?: number | null;
    /** A product's own answer only, when it can be subscribed to. */
    subscription_terms?: SubscriptionTermsDto;
    compatible_devices?: LinkedProductDto[];
    compatible_products?: LinkedProductDto[];
  };
  custom_attributes: { attribute_code: string; value: string }[];
}

interface SubscriptionTermsDto {
  min_qty: number;
  max_qty: number;
  savings: { min_qty: number; max_qty: number; discount_per_pack: number }[];
  free_device_min_qty: number | null;
}

/** The store's subscription rules and savings, as a product's page states them (amounts as decimals). */
export interface SubscriptionTermsView {
  minPacks: number;
  maxPacks: number;
  savings: { minPacks: number; maxPacks: number; perPack: number }[];
  freeDeviceFrom: number | null;
}

export interface ProductView {
  id: number;
  sku: string;
  name: string;
  price: number;
  urlKey: string;
  description: string;
  image: string;
  category: string;
  kind: string;
  /** Months between deliveries on offer; empty when the product cannot be subscribed to. */
  subscriptionIntervals: number[];
  inStock: boolean;
  /** In stock, only N left (a product's own answer only) or out of stock. */
  stock: StockState;
  /** A nicotine product: its page carries the health warning. */
  ageRestricted: boolean;
  maxSaleQty: number | null;
  /** What the device can be engraved with; null when it cannot be personalised. */
  personalisation: PersonalisationOptions | null;
  /** The store's text on what a subscription is ('' when the product cannot be subscribed to). */
  subscriptionExplanation: string;
  /** Null in a list, and for a product that cannot be subscribed to. */
  subscriptionTerms: SubscriptionTermsView | null;
  /** Strength, volume, pack, flavour, ingredients and what it fits: the product page's details block. */
  facts: ProductFacts;
}

function stockOf(inStock: boolean, left: number | null | undefined): StockState {
  if (!inStock) return { state: 'out_of_stock' };
  return typeof left === 'number' ? { state: 'only_left', left } : { state: 'in_stock' };
}

function subscriptionTermsOf(terms: SubscriptionTermsDto | undefined): SubscriptionTermsView | null {
  if (!terms) return null;
  return {
    minPacks: terms.min_qty,
    maxPacks: terms.max_qty,
    savings: terms.savings.map((s) => ({ minPacks: s.min_qty, maxPacks: s.max_qty, perPack: s.discount_per_pack })),
    freeDeviceFrom: terms.free_device_min_qty,
  };
}

export function toProductView(p: ProductDto): ProductView {
  const attr = (code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value ?? '';
  const stock = p.extension_attributes?.stock_item;
  const inStock = stock?.is_in_stock ?? true;
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: p.price,
    urlKey: attr('url_key'),
    description: attr('description'),
    image: attr('image'),
    category: attr('category'),
    kind: attr('product_kind'),
    subscriptionIntervals: attr('subscription_intervals')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    inStock,
    stock: stockOf(inStock, p.extension_attributes?.only_x_left_in_stock),
    ageRestricted: attr('age_restricted') === '1',
    maxSaleQty: stock?.max_sale_qty ?? null,
    personalisation: (p.extension_attributes?.personalisable && p.extension_attributes.personalisation_options) || null,
    subscriptionExplanation: p.extension_attributes?.subscription_explanation ?? '',
    subscriptionTerms: subscriptionTermsOf(p.extension_attributes?.subscription_terms),
    facts: toProductFacts(attr, p.extension_attributes),
  };
}
