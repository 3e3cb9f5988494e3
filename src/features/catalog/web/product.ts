import type { PersonalisationOptions } from '../../../shared/web/api/types';
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
    compatible_devices?: LinkedProductDto[];
    compatible_products?: LinkedProductDto[];
  };
  custom_attributes: { attribute_code: string; value: string }[];
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
  maxSaleQty: number | null;
  /** What the device can be engraved with; null when it cannot be personalised. */
  personalisation: PersonalisationOptions | null;
  /** The store's text on what a subscription is ('' when the product cannot be subscribed to). */
  subscriptionExplanation: string;
  /** Strength, volume, pack, flavour, ingredients and what it fits: the product page's details block. */
  facts: ProductFacts;
}

export function toProductView(p: ProductDto): ProductView {
  const attr = (code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value ?? '';
  const stock = p.extension_attributes?.stock_item;
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
    inStock: stock?.is_in_stock ?? true,
    maxSaleQty: stock?.max_sale_qty ?? null,
    personalisation: (p.extension_attributes?.personalisable && p.extension_attributes.personalisation_options) || null,
    subscriptionExplanation: p.extension_attributes?.subscription_explanation ?? '',
    facts: toProductFacts(attr, p.extension_attributes),
  };
}
