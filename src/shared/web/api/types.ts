/** Wire shapes of the Magento-style REST API, as far as the pages read them. */

interface SubscriptionOption {
  create_new_subscription_at_checkout: boolean;
  interval: number;
}

/** One side of a device's engraving (the back has no pattern or icon). */
export interface PersonalisationSide {
  text: string;
  typeface: string;
  orientation: string;
  pattern?: string;
  icon?: string;
}

/** A device's engraving: `product_option.extension_attributes.personalisation` on add-to-basket. */
export interface Personalisation {
  front?: PersonalisationSide | null;
  back?: PersonalisationSide | null;
}

/** What a personalisable product can be engraved with (product `extension_attributes.personalisation_options`). */
export interface PersonalisationOptions {
  typefaces: string[];
  orientations: string[];
  patterns: string[];
  icons: string[];
  max_length: number;
}

export interface ProductOption {
  extension_attributes: { subscription_option: SubscriptionOption; personalisation?: Personalisation };
}

export interface CartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_option?: ProductOption;
  extension_attributes: {
    product_url: string;
    image: string;
    product_kind: string;
    subscription_intervals: number[];
    max_sale_qty: number;
    personalisable?: boolean;
    /** The line's engraving; null or missing when it has none. */
    personalisation?: Personalisation | null;
  };
}

export interface Cart {
  items: CartItem[];
  items_qty: number;
  extension_attributes?: { data_id?: number };
}

export interface TotalSegment {
  code: string;
  title: string;
  value: number | null;
  area?: string;
  extension_attributes?: { shipping_method_title?: string; tax_grandtotal_details?: { rates?: { title: string }[] }[] };
}

export interface TotalsItem {
  item_id: number;
  name: string;
  qty: number;
  /** The row without and with tax, before discounts; tax_amount is the row's tax after them. */
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  options?: string;
  extension_attributes?: {
    /** The line's engraving in full; null when it has none. */
    personalisation?: Personalisation | null;
    subscription_option?: SubscriptionOption;
  };
}

export interface Totals {
  grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  tax_amount: number | null;
  items_qty: number;
  items: TotalsItem[];
  total_segments: TotalSegment[];
  /** The applied coupon, if any (null or missing: none applied). */
  coupon_code?: string | null;
  coupon_label?: string | null;
  extension_attributes?: {
    /** The customer's points balance (0 for guests). */
    reward_points_balance?: number;
    /** What the applied points take off the order; above 0 means points are in use. */
    base_reward_currency_amount?: number;
    amrule_discount_breakdown?: { rule_name: string; rule_amount: number }[];
  };
}

export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  /** A listed region (a US state), as the cart's and the address book's addresses carry it. */
  region_id?: number | null;
  region_code?: string | null;
  telephone: string;
  email?: string;
  company?: string;
  customer_address_id?: number;
}

export interface PaymentMethodOption {
  code: string;
  title: string;
}

export interface PaymentDetails {
  payment_methods: PaymentMethodOption[];
  totals: Totals;
  extension_attributes?: {
    selected_payment_method?: string | null;
    shipping_address?: (Address & { customer_address_id?: number | null }) | null;
    billing_address?: (Address & { customer_address_id?: number | null }) | null;
    email?: string | null;
    /** The shopper's delivery note (shipping notes). */
    shipping_note?: string | null;
    shipping_carrier_code?: string | null;
    shipping_method_code?: string | null;
    /** The gift registry the order goes to (its address is never sent), or null. */
    gift_registry_id?: number | null;
    /** Spec 002 §3 device trial config for this cart. */
    device_trial?: {
      hasDeviceTrialProductsInCart: boolean;
      deviceTrialShowInSummary: boolean;
      deviceTrialCheckboxEnabled: boolean;
      deviceTrialDuration: number;
      deviceTrialBillingDate: string;
      deviceTrialReturnDate: string;
    };
  };
}

export interface ShippingRate {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  error_message: string;
}

/** A rate as POST {cart}/estimate-shipping-methods answers it, with the carrier's delivery promise. */
export interface EstimatedShippingRate extends ShippingRate {
  base_amount?: number;
  extension_attributes?: { tooltip_message?: string };
}

interface DirectoryRegion {
  id: string;
  code: string;
  name: string;
}

interface PostcodePatternDto {
  pattern: string;
  flags?: string;
  example: string;
}

/** GET directory/countries: Magento's CountryInformation, the spec's per-country flags in extension_attributes. */
export interface DirectoryCountry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  /** Left out for a country without a region list. */
  available_regions?: DirectoryRegion[];
  extension_attributes?: {
    is_default?: boolean;
    is_region_required?: boolean;
    is_region_visible?: boolean;
    is_zipcode_optional?: boolean;
    postcode_patterns?: PostcodePatternDto[];
  };
}
