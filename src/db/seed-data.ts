/** The demo catalogue, stores and customers: what `npm start` puts in a new database. */

export const SEED_STORES = [
  {
    code: 'uk',
    name: 'United Kingdom',
    countryId: 'GB',
    locale: 'en-GB',
    currency: 'GBP',
    taxRateBasisPoints: 2000,
    pricesIncludeTax: true,
    isDefault: true,
    config: {
      'general/country/allow': 'GB',
      'general/store_information/brand': 'Vype',
      'checkout/options/guest_checkout': '1',
      'tax/display/cart': 'including',
      'carriers/flatrate/active': '1',
      'carriers/flatrate/price': '399',
      'carriers/freeshipping/active': '1',
      'carriers/freeshipping/free_shipping_subtotal': '2500',
      'payment/free/active': '1',
      'payment/cashondelivery/active': '1',
      'payment/cashondelivery/fee': '150',
      'customer/password/minimum_password_length': '8',
      'customer/password/required_character_classes_number': '3',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      'devicetrial/general/active': '1',
      'checkout/cart/banners': JSON.stringify([
        { id: 'free-delivery', text: 'Free UK delivery on orders of £25 or more.' },
        { id: 'recycling', text: 'Recycle your used pods with a free return bag.', link: '/product/pod-recycling-return-bag' },
      ]),
    } as Record<string, string>,
  },
];

type Kind = 'device' | 'pod' | 'accessory' | 'sample' | 'recycling';

export interface SeedProduct {
  sku: string;
  name: string;
  urlKey: string;
  kind: Kind;
  category: 'devices' | 'pods' | 'accessories';
  description: string;
  image: string;
  qty: number;
  /** Price per store code, in minor units including VAT. */
  prices: Record<string, number>;
  subscriptionIntervals?: number[];
  freeWithSubscription?: boolean;
  personalisable?: boolean;
  isDeviceTrial?: boolean;
  maxSaleQty?: number;
}

const MONTHLY = [1];

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    sku: 'EPOD2-KIT-BLACK',
    name: 'ePod 2 Device Kit – Black',
    urlKey: 'epod-2-device-kit-black',
    kind: 'device',
    category: 'devices',
    description: 'Closed pod device with a 350 mAh battery and USB-C charging. Free with a monthly pod subscription.',
    image: '/images/device-black.svg',
    qty: 250,
    prices: { uk: 999 },
    freeWithSubscription: true,
  },
  {
    sku: 'EPOD2-KIT-BLUE',
    name: 'ePod 2 Device Kit – Ocean Blue',
    urlKey: 'epod-2-device-kit-blue',
    kind: 'device',
    category: 'devices',
    description: 'Closed pod device with a 350 mAh battery and USB-C charging.',
    image: '/images/device-blue.svg',
    qty: 180,
    prices: { uk: 999 },
  },
  {
    sku: 'EPEN3-KIT-SILVER',
    name: 'ePen 3 Device Kit – Silver',
    urlKey: 'epen-3-device-kit-silver',
    kind: 'device',
    category: 'devices',
    description: 'Pen-style device with a 650 mAh battery and a two-hour charge.',
    image: '/images/device-silver.svg',
    qty: 120,
    prices: { uk: 1499 },
    personalisable: true,
  },
  pod('EPOD-GOLDEN-TOBACCO-18', 'ePod Cartridges Golden Tobacco 18mg (2 pack)', 'epod-cartridges-golden-tobacco-18mg', 599, 900),
  pod('EPOD-CRISP-MINT-12', 'ePod Cartridges Crisp Mint 12mg (2 pack)', 'epod-cartridges-crisp-mint-12mg', 599, 900),
  pod('EPOD-DARK-CHERRY-6', 'ePod Cartridges Dark Cherry 6mg (2 pack)', 'epod-cartridges-dark-cherry-6mg', 599, 600),
  pod('EPOD-MANGO-ICE-18', 'ePod Cartridges Mango Ice 18mg (2 pack)', 'epod-cartridges-mango-ice-18mg', 599, 400),
  pod('EPEN-BLENDED-TOBACCO-18', 'ePen 3 Cartridges Blended Tobacco 18mg (2 pack)', 'epen-cartridges-blended-tobacco-18mg', 649, 500),
  {
    sku: 'ACC-USBC-CABLE',
    name: 'USB-C Charging Cable (1 m)',
    urlKey: 'usb-c-charging-cable',
    kind: 'accessory',
    category: 'accessories',
    description: 'Braided USB-C cable for ePod 2 and ePen 3 devices.',
    image: '/images/cable.svg',
    qty: 300,
    prices: { uk: 499 },
  },
  {
    sku: 'ACC-CARRY-CASE',
    name: 'Leather Device Carry Case',
    urlKey: 'leather-device-carry-case',
    kind: 'accessory',
    category: 'accessories',
    description: 'Holds a device and two spare pods.',
    image: '/images/case.svg',
    qty: 150,
    prices: { uk: 799 },
  },
  {
    sku: 'SAMPLE-EPOD-TRIO',
    name: 'ePod Flavour Sample Trio (3 single pods)',
    urlKey: 'epod-flavour-sample-trio',
    kind: 'sample',
    category: 'accessories',
    description: 'One pod each of Golden Tobacco, Crisp Mint and Dark Cherry to find your flavour.',
    image: '/images/sample.svg',
    qty: 400,
    prices: { uk: 100 },
    maxSaleQty: 1,
  },
  {
    sku: 'POD-RECYCLE-BAG',
    name: 'Pod Recycling Return Bag',
    urlKey: 'pod-recycling-return-bag',
    kind: 'recycling',
    category: 'accessories',
    description: 'A prepaid bag to send up to 30 used pods back for recycling.',
    image: '/images/recycle.svg',
    qty: 1000,
    prices: { uk: 0 },
    maxSaleQty: 1,
  },
];

SEED_PRODUCTS.push({
  sku: 'EPOD2-TRIAL-KIT',
  name: 'ePod 2 Device Trial (14 days)',
  urlKey: 'epod-2-device-trial',
  kind: 'device',
  category: 'devices',
  description: 'Try the ePod 2 for 14 days for £1. Keep it, or send it back in the prepaid box.',
  image: '/images/device-black.svg',
  qty: 100,
  prices: { uk: 100 },
  isDeviceTrial: true,
  maxSaleQty: 1,
});

function pod(sku: string, name: string, urlKey: string, price: number, qty: number): SeedProduct {
  return {
    sku,
    name,
    urlKey,
    kind: 'pod',
    category: 'pods',
    description: 'Two pre-filled pods for the ePod 2 device. Buy once, or subscribe and have them delivered every month.',
    image: '/images/pods.svg',
    qty,
    prices: { uk: price },
    subscriptionIntervals: MONTHLY,
  };
}

/** Demo accounts (also in the README). */
export const SEED_CUSTOMERS = [
  {
    email: 'jane.doe@example.com',
    password: 'Password123!',
    firstname: 'Jane',
    lastname: 'Doe',
    rewardPoints: 500,
    addresses: [
      { street: ['221B Baker Street'], city: 'London', postcode: 'NW1 6XE', telephone: '+447400123456', isDefault: true },
      { street: ['1 Deansgate', 'Flat 4'], city: 'Manchester', postcode: 'M3 1AZ', telephone: '+447400123457', isDefault: false },
    ],
  },
  {
    email: 'john.smith@example.com',
    password: 'Password123!',
    firstname: 'John',
    lastname: 'Smith',
    rewardPoints: 250,
    addresses: [{ street: ['10 Princes Street'], city: 'Edinburgh', postcode: 'EH2 2AN', telephone: '+447400123458', isDefault: true }],
  },
];

/** Demo coupons of the default store (also in the README). Dates are ISO, inclusive. */
export const SEED_CART_RULES = [
  { name: 'Welcome 10%', label: 'WELCOME10: 10% off', couponCode: 'WELCOME10', action: { type: 'by_percent', percentBasisPoints: 1000 } },
  { name: 'Save £5', label: 'SAVE5: £5 off your order', couponCode: 'SAVE5', action: { type: 'cart_fixed', amount: 500 } },
  { name: 'Free delivery', label: 'FREESHIP: free delivery', couponCode: 'FREESHIP', action: { type: 'by_fixed', amount: 0 }, freeShipping: true },
  {
    name: 'Expired 10%',
    label: 'EXPIRED10: 10% off',
    couponCode: 'EXPIRED10',
    action: { type: 'by_percent', percentBasisPoints: 1000 },
    conditions: { toDate: '2025-12-31' },
  },
  { name: 'One order only', label: 'ONCEONLY: 15% off', couponCode: 'ONCEONLY', action: { type: 'by_percent', percentBasisPoints: 1500 }, usesPerCoupon: 1 },
] as const;

/** Demo free-gift rules (rule_type 0: pick one of; 1: each gift). */
export const SEED_GIFT_RULES = [
  { name: 'Free USB-C cable with orders of £30 or more', ruleType: 1, gifts: [{ sku: 'ACC-USBC-CABLE', qty: 1 }], commonQty: 0, conditions: { minSubtotal: 3000 } },
  {
    name: 'Pick a free pod pack with any device',
    ruleType: 0,
    gifts: [
      { sku: 'EPOD-CRISP-MINT-12', qty: 1 },
      { sku: 'EPOD-DARK-CHERRY-6', qty: 1 },
    ],
    commonQty: 1,
    conditions: { categories: ['devices'] },
  },
];
