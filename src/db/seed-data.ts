/** The demo catalogue, stores and customers: what `npm start` puts in a new database. */
import { LEGAL_PAGES_BY_STORE } from './seed-legal-pages';
import { UK_WELSH_BLOCKS, UK_WELSH_PAGES } from './seed-welsh-content';
import { STORE_TEXTS, UK_WELSH_CONFIG } from './seed-store-texts';

import { NL_US_PRICES, NL_US_STORES } from './seed-stores-nl-us';

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
      // Delivers to the Netherlands and the United States too, so that iDEAL (NL) and ACH direct debit (US)
      // can be tried beside Klarna (GB, NL, US).
      'general/country/allow': 'GB,NL,US',
      'general/store_information/brand': 'Vype',
      // The storefront in Welsh too, chosen in the footer ('Language').
      'general/locale/additional': 'cy',
      'checkout/options/guest_checkout': '1',
      'tax/display/cart': 'including',
      'carriers/flatrate/active': '1',
      'carriers/flatrate/price': '399',
      'carriers/freeshipping/active': '1',
      'carriers/freeshipping/free_shipping_subtotal': '2500',
      'payment/free/active': '1',
      'payment/cashondelivery/active': '1',
      'payment/cashondelivery/fee': '150',
      // Cards through the payment gateway (the sandbox twin unless GATEWAY_URL names another).
      'payment/worldpay_cc/active': '1',
      // Alternative payments through the gateway's pages: iDEAL, Klarna, ACH direct debit by billing country.
      'payment/worldpay_apm/active': '1',
      // A subscription paid by card, the card kept as the customer's payment profile for its renewals.
      'payment/subscribe_pro/active': '1',
      // PayPal Express through PayPal (the sandbox twin unless PAYPAL_URL names PayPal), and the PayPal
      // accounts customers save on it for later payments (Magento's "ask" billing agreement sign-up).
      'payment/paypal_express/active': '1',
      'payment/paypal_express/title': 'PayPal',
      'payment/paypal_express/allow_ba_signup': 'ask',
      'payment/paypal_billing_agreement/active': '1',
      'payment/paypal_billing_agreement/title': 'PayPal Billing Agreement',
      // Wallets through the browser's Payment Request API (the gateway's sandbox wallet in development).
      'payment/worldpay_wallets/active': '1',
      'payment/worldpay_wallets/title': 'Apple Pay / Google Pay',
      'customer/password/minimum_password_length': '8',
      'customer/password/required_character_classes_number': '3',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      'devicetrial/general/active': '1',
      'devicetrial/general/duration': '14',
      // Terms and conditions: one required agreement under the payment method (SEED_AGREEMENTS).
      'checkout/options/enable_agreements': '1',
      // 'Sign Up for Newsletter' on the payment step, saved before the order is placed.
      'newsletter/general/active': '1',
      // Givers may send an order to a public gift registry (Jane's birthday wish list).
      'giftregistry/general/enabled': '1',
      'address_finder/general/enabled': '1',
      'address_finder/general/countries': 'GB',
      // Same-day courier in London's postcode areas (cut-off 2pm, delivered 6pm–10pm).
      'carriers/batsamedaydelivery/active': '1',
      // Delivery notes for the courier, up to 200 characters.
      'checkout/shipping_notes/enabled': '1',
      'checkout/shipping_notes/max_length': '200',
      // Shipping restrictions: two Channel Islands postcodes (outside the UK's VAT area), a prison's
      // street, and one blocked mobile (07700 900999, Ofcom's drama range, stands for a real one).
      'checkout/restrictions/enabled': '1',
      'checkout/restrictions/postcodes': 'GY1 1AA, JE2 3AB',
      'checkout/restrictions/addresses': 'Du Cane Road|London',
      'checkout/restrictions/mobile_numbers': '+447700900999',
      // Age verification (the legal gate): the automatic check, proof by passport or licence, then the
      // ID upload popup.
      'age_verification/general/enabled': '1',
      'age_verification/general/max_attempts': '3',
      'age_verification/idscan/enabled': '1',
      'age_verification/idscan/max_attempts': '3',
      'age_verification/idscan/support_phone': '0800 123 4567',
      'age_verification/idscan/support_email': 'support@vype.example',
      // Checkout summary blocks (spec 002 §2): pod recycling, secondary packaging, retailer code
      // 'Drop the Pod': the free return bag offered while the basket holds pods, linking to its content page.
      'prs/general/enabled': '1',
      'prs/general/sku': 'POD-RECYCLE-BAG',
      'prs/general/qty': '1',
      'prs/general/title': 'Drop the Pod',
      'prs/general/description': 'Add a free prepaid return bag and send up to 30 used pods back to us for recycling.',
      'prs/general/page_id': 'drop-the-pod',
      'prs/general/qualifying_kinds': 'pod',
      // Discreet plain outer packaging, free, unticked until the shopper chooses it.
      'secondary_packaging/general/show_on_checkout': '1',
      'secondary_packaging/general/checkout_text': 'Send my order in plain outer packaging',
      'secondary_packaging/general/state_on_checkout': '0',
      'secondary_packaging/general/checkout_tooltip': 'Your order goes out in an extra plain box with no brand or product names on it. Free of charge.',
      // 'Enter retailer code': the shop that sent the shopper here, kept with the order.
      'checkout/retailer_code/enabled': '1',
      // Order summary (spec 002 §2): the shipping policy tooltip, the last 5 lines, the device trial note
      'shipping/shipping_policy/enable_shipping_policy': '1',
      'shipping/shipping_policy/shipping_policy_content':
        'Orders placed by 2pm on a working day are dispatched the same day. Standard delivery takes 3–5 working days; delivery is free on orders of £25 or more. Every parcel needs a signature from someone aged 18 or over.',
      'checkout/sidebar/max_items_display_count': '5',
      'devicetrial/general/show_in_summary': '1',
      'checkout/cart/banners': JSON.stringify([
        { id: 'free-delivery', text: 'Free UK delivery on orders of £25 or more.' },
        { id: 'recycling', text: 'Recycle your used pods with a free return bag.', link: '/product/pod-recycling-return-bag' },
      ]),
    } as Record<string, string>,
  },
  {
    // The second store turns on every optional flag the UK store leaves off (DESIGN.md: each flag is
    // on in at least one seeded store). Prices are EUR with 20% VAT. Customers are global, so the demo
    // accounts log in here too. The carriers left to their defaults (flat rate €3.99, free delivery
    // from €25) read the same in euros.
    code: 'fr',
    name: 'France',
    countryId: 'FR',
    locale: 'fr-FR',
    currency: 'EUR',
    taxRateBasisPoints: 2000,
    pricesIncludeTax: true,
    isDefault: false,
    config: {
      'general/country/allow': 'FR,MC',
      'general/store_information/brand': 'Vype',
      'general/locale/timezone': 'Europe/Paris',
      // The tax's name on the totals, as the store's shoppers write it.
      'tax/rates/title': 'TVA',
      'address_finder/general/enabled': '1',
      'address_finder/general/countries': 'FR,MC',
      // Customers only: guests are asked to log in (place-order refuses a guest).
      'checkout/options/guest_checkout': '0',
      'tax/display/cart': 'both',
      // Eco-participation (France's WEEE contribution) on each device, VAT-inclusive.
      'tax/weee/enable': '1',
      'tax/weee/device_fee': '10',
      'tax/weee/title': 'Éco-participation',
      'reward/general/is_enabled': '1',
      'reward/points/point_value': '1',
      'subscription/exclusivity/active': '1',
      'subscription/exclusivity/ranges':
        '{"2-3": {"discount_per_pack": 50, "badge": "Économisez 0,50 € par pack"}, "4-10": {"discount_per_pack": 100, "badge": "Économisez 1 € par pack"}}',
      // Pods can be subscribed to every 6 months here too, and a six-monthly subscription earns the device.
      'subscription/general/extra_intervals': '6',
      'promotions/six_monthly_free_device/active': '1',
      'carriers/tablerate/active': '1',
      'carriers/tablerate/rates': JSON.stringify([
        { country_id: '*', condition_from: 0, price: 590 },
        { country_id: '*', condition_from: 2000, price: 390 },
        // Corsica (postcodes 20…) costs more by sea.
        { country_id: 'FR', postcode: '20', condition_from: 0, price: 990 },
      ]),
      'carriers/matrixrate/active': '1',
      'carriers/matrixrate/rates': JSON.stringify([
        {
          country_id: '*',
          condition_from: 0,
          condition_to: 2500,
          price: 390,
          method_code: 'standard',
          method_title: 'Standard',
          tooltip: 'Livré en 3 à 5 jours ouvrés.',
        },
        { country_id: '*', condition_from: 2500, price: 0, method_code: 'standard', method_title: 'Standard', tooltip: 'Livré en 3 à 5 jours ouvrés.' },
        {
          country_id: '*',
          condition_from: 0,
          price: 990,
          method_code: 'nextday',
          method_title: 'Livraison le lendemain',
          tooltip: 'Commandez avant 13 h pour être livré le jour ouvré suivant.',
        },
        {
          country_id: 'FR',
          postcode: '20',
          condition_from: 0,
          price: 1490,
          method_code: 'nextday',
          method_title: 'Livraison le lendemain',
          tooltip: 'Commandez avant 13 h pour être livré en 2 à 3 jours ouvrés.',
        },
      ]),
      'carriers/express1/active': '1',
      'carriers/express1/price': '690',
      'carriers/express2/active': '1',
      'carriers/express2/price': '990',
      'carriers/express3/active': '1',
      'carriers/express3/price': '1190',
      'carriers/postal/active': '1',
      'carriers/postal/price': '290',
      // Age verification with the second ID upload variant (an upload block in the age step).
      'age_verification/general/enabled': '1',
      'age_verification/idscan/enabled': '1',
      'age_verification/idscan/with_age_verification': '1',
      'age_verification/idscan/support_phone': '0800 123 4567',
      'age_verification/idscan/support_email': 'support@vype.example',
      // Colissimo pickup points: the carrier's method and the point chooser at checkout.
      'carriers/colissimo/active': '1',
      'colissimo/pickup/active': '1',
      // Delivery to a DPD parcel shop (service point) the shopper chooses at checkout (5-digit postcodes).
      'carriers/dps/active': '1',
      'carriers/dps/price': '390',
      'dps/general/active': '1',
      'dps/notification/mobile_required': '1',
      'payment/free/active': '1',
      // Cards on the gateway's hosted payment page, in a frame on the payment step (no card form in the shop).
      'payment/worldpay_cc/active': '1',
      'payment/worldpay_cc/hosted_page': '1',
      'payment/cashondelivery/active': '1',
      'customer/password/minimum_password_length': '8',
      'customer/password/required_character_classes_number': '3',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      // La Poste's label (AFNOR NF Z10-011): 38 characters a line, the first line with the house number.
      'checkout/address_limit/enabled': '1',
      'checkout/address_limit/config': JSON.stringify({
        street_total: { max: 100 },
        street_lines: [{ max: 38, requires: 'one_number' }, { max: 38 }, { max: 38 }],
        company: { max: 38 },
        city: { max: 32 },
        postcode: { max: 10 },
      }),
      'checkout/cart/banners': JSON.stringify([
        { id: 'free-delivery', text: 'Livraison offerte en France et à Monaco dès 25 € d’achat.' },
        { id: 'six-monthly', text: 'Abonnez-vous à vos pods tous les 6 mois et recevez un appareil ePod 2 offert.' },
      ]),
      // Its shopper texts in its language (seed-store-texts.ts).
      ...STORE_TEXTS.fr,
    } as Record<string, string>,
  },
  {
    // The German store checks out on one page (spec 001's one-step layout): delivery and payment
    // together, a fixed Place Order button. Prices are the euro prices with 19% VAT; the storefront and the
    // server's messages speak German (its locale's catalogues), and so do its settings' texts.
    code: 'de',
    name: 'Deutschland',
    countryId: 'DE',
    locale: 'de-DE',
    currency: 'EUR',
    taxRateBasisPoints: 1900,
    pricesIncludeTax: true,
    isDefault: false,
    config: {
      'general/country/allow': 'DE,AT',
      'general/store_information/brand': 'Vype',
      'general/locale/timezone': 'Europe/Berlin',
      // The tax's name on the totals, as the store's shoppers write it.
      'tax/rates/title': 'MwSt.',
      'checkout/options/guest_checkout': '1',
      'checkout/options/one_step_layout': '1',
      // Product consent (spec 002 §4): the box and its popup before the order.
      'bat_product_consent/general/show_consent': '1',
      'tax/display/cart': 'including',
      'carriers/flatrate/active': '1',
      'carriers/flatrate/price': '399',
      'carriers/freeshipping/active': '1',
      'carriers/freeshipping/free_shipping_subtotal': '2500',
      'payment/free/active': '1',
      'payment/cashondelivery/active': '1',
      'payment/cashondelivery/fee': '200',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      // Its shopper texts in its language (seed-store-texts.ts).
      ...STORE_TEXTS.de,
    } as Record<string, string>,
  },
  {
    // Mexico (spec 002 Latin America): peso prices with 16% IVA, guests and customers, card instalments
    // (3/6/9/12) and the electronic invoice (CFDI, `POST …/edicom`) the shopper may ask for at payment.
    code: 'mx',
    name: 'México',
    countryId: 'MX',
    locale: 'es-MX',
    currency: 'MXN',
    taxRateBasisPoints: 1600,
    pricesIncludeTax: true,
    isDefault: false,
    config: {
      'general/country/allow': 'MX',
      'general/store_information/brand': 'Vype',
      'general/locale/timezone': 'America/Mexico_City',
      // The tax's name on the totals, as the store's shoppers write it.
      'tax/rates/title': 'IVA',
      'checkout/options/guest_checkout': '1',
      'tax/display/cart': 'including',
      'carriers/flatrate/active': '1',
      'carriers/flatrate/price': '9900',
      'carriers/freeshipping/active': '1',
      'carriers/freeshipping/free_shipping_subtotal': '60000',
      'payment/free/active': '1',
      'payment/cashondelivery/active': '1',
      'payment/cashondelivery/fee': '3000',
      'payment/cashondelivery/max_order_total': '1000000',
      // Cards too, with Mexico's instalments (3, 6, 9, 12) and the statement text; no CPF outside Brazil.
      'payment/worldpay_cc/active': '1',
      'payment/edicom/active': '1',
      // PayU beside the cards (spec 002 §9): its page (OXXO, SPEI) and its card with Mexico's instalments.
      'payment/payu/account_id': '512324',
      'payment/payu_gateway/active': '1',
      'payment/payu_gateway_card/active': '1',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      // Its shopper texts in its language (seed-store-texts.ts).
      ...STORE_TEXTS.mx,
    } as Record<string, string>,
  },
  {
    // Brazil (spec 002 Latin America): real prices in whole reais with ICMS included (São Paulo's 18%, as
    // Brazilian shelf prices always include it), guests and customers, cards with the CPF/CNPJ, the
    // statement text and instalments (2 to 12) the gateway needs for Brazil, and the delivery charge passed
    // to the gateway.
    code: 'br',
    name: 'Brasil',
    countryId: 'BR',
    locale: 'pt-BR',
    currency: 'BRL',
    taxRateBasisPoints: 1800,
    pricesIncludeTax: true,
    isDefault: false,
    config: {
      'general/country/allow': 'BR',
      'general/store_information/brand': 'Vype',
      'general/locale/timezone': 'America/Sao_Paulo',
      // The tax's name on the totals, as the store's shoppers write it.
      'tax/rates/title': 'Impostos',
      'checkout/options/guest_checkout': '1',
      'tax/display/cart': 'including',
      'carriers/flatrate/active': '1',
      'carriers/flatrate/price': '1990',
      'carriers/freeshipping/active': '1',
      'carriers/freeshipping/free_shipping_subtotal': '19900',
      'payment/free/active': '1',
      // Cash on delivery is not how Brazilians pay online: cards only (with instalments).
      'payment/cashondelivery/active': '0',
      'payment/worldpay_cc/active': '1',
      'payment/worldpay_cc/cpf_enabled': '1',
      'payment/worldpay_cc/instalment_enabled': '1',
      'payment/worldpay_cc/statement_enabled': '1',
      // PayU beside the cards (spec 002 §9): its page (boleto, PIX) and its card with the CPF/CNPJ and instalments.
      'payment/payu/account_id': '512327',
      'payment/payu_gateway/active': '1',
      'payment/payu_gateway_card/active': '1',
      'subscription/limits/min_qty': '2',
      'subscription/limits/max_qty': '10',
      // Order summary (spec 002 §3 indTax*): Brazilian receipts state the approximate taxes in the price
      // (Lei 12.741/2012), as a rate of the amount paid (the IBPT's table; this rate is the demo's).
      'checkout/indirect_tax/enabled': '1',
      'checkout/indirect_tax/rate': '31.45',
      'checkout/indirect_tax/label': 'Valor aproximado dos tributos (Lei 12.741/2012)',
      // Its shopper texts in its language (seed-store-texts.ts).
      ...STORE_TEXTS.br,
    } as Record<string, string>,
  },
  ...NL_US_STORES,
];

/** Config values in the other languages a store offers, by store code and language (`store_config_translations`). */
export const SEED_CONFIG_TRANSLATIONS: Record<string, Record<string, Record<string, string>>> = { uk: { cy: UK_WELSH_CONFIG } };

type Kind = 'device' | 'pod' | 'accessory' | 'sample' | 'recycling';

/** Nicotine products (devices, pods and cartridges, samples of pods) are age-restricted; accessories are not. */
export const AGE_RESTRICTED_KINDS: readonly Kind[] = ['device', 'pod', 'sample'];

export interface SeedProduct {
  sku: string;
  name: string;
  urlKey: string;
  kind: Kind;
  category: 'devices' | 'pods' | 'accessories';
  description: string;
  qty: number;
  /** Price per store code, in minor units including VAT. */
  prices: Record<string, number>;
  subscriptionIntervals?: number[];
  freeWithSubscription?: boolean;
  personalisable?: boolean;
  isDeviceTrial?: boolean;
  maxSaleQty?: number;
  /** Defaults to the kind's rule (AGE_RESTRICTED_KINDS). */
  ageRestricted?: boolean;
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
    qty: 250,
    prices: { uk: 999, fr: 1199, de: 1199, mx: 24900, br: 6900 },
    freeWithSubscription: true,
  },
  {
    sku: 'EPOD2-KIT-BLUE',
    name: 'ePod 2 Device Kit – Ocean Blue',
    urlKey: 'epod-2-device-kit-blue',
    kind: 'device',
    category: 'devices',
    description: 'Closed pod device with a 350 mAh battery and USB-C charging.',
    qty: 180,
    prices: { uk: 999, fr: 1199, de: 1199, mx: 24900, br: 6900 },
  },
  {
    sku: 'EPEN3-KIT-SILVER',
    name: 'ePen 3 Device Kit – Silver',
    urlKey: 'epen-3-device-kit-silver',
    kind: 'device',
    category: 'devices',
    description: 'Pen-style device with a 650 mAh battery and a two-hour charge.',
    qty: 120,
    prices: { uk: 1499, fr: 1799, de: 1799, mx: 36900, br: 9900 },
    personalisable: true,
  },
  pod(
    'EPOD-GOLDEN-TOBACCO-18',
    'ePod Cartridges Golden Tobacco 18mg (2 pack)',
    'epod-cartridges-golden-tobacco-18mg',
    { uk: 599, fr: 699, de: 699, mx: 14900, br: 3900 },
    900,
  ),
  pod(
    'EPOD-CRISP-MINT-12',
    'ePod Cartridges Crisp Mint 12mg (2 pack)',
    'epod-cartridges-crisp-mint-12mg',
    { uk: 599, fr: 699, de: 699, mx: 14900, br: 3900 },
    900,
  ),
  pod(
    'EPOD-DARK-CHERRY-6',
    'ePod Cartridges Dark Cherry 6mg (2 pack)',
    'epod-cartridges-dark-cherry-6mg',
    { uk: 599, fr: 699, de: 699, mx: 14900, br: 3900 },
    600,
  ),
  pod(
    'EPOD-MANGO-ICE-18',
    'ePod Cartridges Mango Ice 18mg (2 pack)',
    'epod-cartridges-mango-ice-18mg',
    { uk: 599, fr: 699, de: 699, mx: 14900, br: 3900 },
    400,
  ),
  pod(
    'EPEN-BLENDED-TOBACCO-18',
    'ePen 3 Cartridges Blended Tobacco 18mg (2 pack)',
    'epen-cartridges-blended-tobacco-18mg',
    { uk: 649, fr: 749, de: 749, mx: 15900, br: 4400 },
    500,
  ),
  {
    sku: 'ACC-USBC-CABLE',
    name: 'USB-C Charging Cable (1 m)',
    urlKey: 'usb-c-charging-cable',
    kind: 'accessory',
    category: 'accessories',
    description: 'Braided USB-C cable for ePod 2 and ePen 3 devices.',
    qty: 300,
    prices: { uk: 499, fr: 590, de: 590, mx: 11900, br: 3500 },
  },
  {
    sku: 'ACC-CARRY-CASE',
    name: 'Leather Device Carry Case',
    urlKey: 'leather-device-carry-case',
    kind: 'accessory',
    category: 'accessories',
    description: 'Holds a device and two spare pods.',
    qty: 150,
    prices: { uk: 799, fr: 990, de: 990, mx: 19900, br: 5500 },
  },
  {
    sku: 'SAMPLE-EPOD-TRIO',
    name: 'ePod Flavour Sample Trio (3 single pods)',
    urlKey: 'epod-flavour-sample-trio',
    kind: 'sample',
    category: 'accessories',
    description: 'One pod each of Golden Tobacco, Crisp Mint and Dark Cherry to find your flavour.',
    qty: 400,
    prices: { uk: 100, fr: 100, de: 100, mx: 1900, br: 700 },
    maxSaleQty: 1,
  },
  {
    sku: 'POD-RECYCLE-BAG',
    name: 'Pod Recycling Return Bag',
    urlKey: 'pod-recycling-return-bag',
    kind: 'recycling',
    category: 'accessories',
    description: 'A prepaid bag to send up to 30 used pods back for recycling.',
    qty: 1000,
    prices: { uk: 0, fr: 0, de: 0, mx: 0, br: 0 },
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
  qty: 100,
  prices: { uk: 100, fr: 100, de: 100, mx: 1900, br: 700 },
  isDeviceTrial: true,
  maxSaleQty: 1,
});

// The Dutch and American prices are kept beside those stores' settings.
for (const product of SEED_PRODUCTS) Object.assign(product.prices, NL_US_PRICES[product.sku]);

function pod(sku: string, name: string, urlKey: string, prices: SeedProduct['prices'], qty: number): SeedProduct {
  return {
    sku,
    name,
    urlKey,
    kind: 'pod',
    category: 'pods',
    description: 'Two pre-filled pods for the ePod 2 device. Buy once, or subscribe and have them delivered every month.',
    qty,
    prices,
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
  {
    // Pays with a saved card that the sandbox gateway challenges (3-D Secure) every time.
    email: 'chris.secure@example.com',
    password: 'Password123!',
    firstname: 'Chris',
    lastname: 'Secure',
    rewardPoints: 0,
    addresses: [{ street: ['3 Briggate'], city: 'Leeds', postcode: 'LS1 6HD', telephone: '+447400123463', isDefault: true }],
  },
];

/** Demo gift registries of the default store (also in the README); the address is the registrant's. */
/** Checkout agreements per store code (Magento's checkout_agreements); France and Germany ask for none. */
export const SEED_AGREEMENTS: Record<
  string,
  { name: string; checkboxText: string; content: string; contentHeight: string | null; mode: number; position: number }[]
> = {
  uk: [
    {
      name: 'Terms and Conditions',
      checkboxText: 'I agree to the Terms and Conditions',
      contentHeight: null,
      mode: 1,
      position: 0,
      content: [
        'These terms apply to every order placed on this website.',
        'Age. Our products contain nicotine and are sold only to adults aged 18 or over. We check the age of every buyer before we send an order, and we may ask you for proof of age.',
        'Prices and payment. Prices include VAT. Cash on delivery orders carry the fee shown at checkout, paid to the courier on delivery.',
        'Delivery. We deliver to addresses in the United Kingdom only, and we cannot deliver to the addresses our couriers refuse.',
        'Returns. You may cancel your order within 14 days of delivery and return unopened products for a full refund. Opened pods cannot be returned for hygiene reasons.',
        'Device trials. A trial device is yours for the trial period; keep it and the amount shown at checkout is taken on the billing date, or return it before the return date.',
        'Contact. Questions about an order: support@vype.example or 0800 123 4567.',
      ].join('\n\n'),
    },
  ],
};

/**
 * Checkout agreements in the other languages a store offers, by store code, language and the agreement's own
 * name (`checkout_agreement_translations`): the UK store's terms in Welsh for shoppers who chose Cymraeg.
 */
export const SEED_AGREEMENT_TRANSLATIONS: Record<string, Record<string, Record<string, { name: string; checkboxText: string; content: string }>>> = {
  uk: {
    cy: {
      'Terms and Conditions': {
        name: 'Telerau ac Amodau',
        checkboxText: 'Rwy’n cytuno â’r Telerau ac Amodau',
        content: [
          'Mae’r telerau hyn yn berthnasol i bob archeb a roddir ar y wefan hon.',
          'Oedran. Mae ein cynhyrchion yn cynnwys nicotin ac fe’u gwerthir i oedolion 18 oed neu hŷn yn unig. Rydym yn gwirio oedran pob prynwr cyn anfon archeb, ac efallai y byddwn yn gofyn i chi am brawf oedran.',
          'Prisiau a thalu. Mae’r prisiau’n cynnwys TAW. Mae archebion talu wrth dderbyn yn cynnwys y ffi a ddangosir wrth y til, a delir i’r negesydd wrth ddanfon.',
          'Danfon. Rydym yn danfon i gyfeiriadau yn y Deyrnas Unedig yn unig, ac ni allwn ddanfon i’r cyfeiriadau y mae ein negeswyr yn eu gwrthod.',
          'Dychwelyd. Gallwch ganslo eich archeb o fewn 14 diwrnod i’w danfon a dychwelyd cynhyrchion heb eu hagor am ad-daliad llawn. Ni ellir dychwelyd podiau sydd wedi’u hagor am resymau hylendid.',
          'Treialu dyfeisiau. Mae dyfais dreial yn eiddo i chi am gyfnod y treial; cadwch hi a chymerir y swm a ddangosir wrth y til ar y dyddiad bilio, neu dychwelwch hi cyn y dyddiad dychwelyd.',
          'Cysylltu â ni. Cwestiynau am archeb: support@vype.example neu 0800 123 4567.',
        ].join('\n\n'),
      },
    },
  },
};

export const SEED_GIFT_REGISTRIES = [
  {
    registrantEmail: 'jane.doe@example.com',
    title: 'Jane’s birthday wish list',
    eventDate: '2027-03-14',
    isPublic: true,
    shippingAddress: {
      firstname: 'Jane',
      lastname: 'Doe',
      street: ['221B Baker Street'],
      city: 'London',
      postcode: 'NW1 6XE',
      countryId: 'GB',
      telephone: '+447400123456',
    },
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
  {
    name: 'Free USB-C cable with orders of £30 or more',
    ruleType: 1,
    gifts: [{ sku: 'ACC-USBC-CABLE', qty: 1 }],
    commonQty: 0,
    conditions: { minSubtotal: 3000 },
  },
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
  // Promo gift popup (spec 002 §4, §9): a rule with more gifts than the popup's slider shows at once (3),
  // so a basket of £40 or more pages through it; any two of four extras the other rules do not offer.
  {
    name: 'Two free extras of your choice with orders of £40 or more',
    ruleType: 0,
    gifts: [
      { sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 1 },
      { sku: 'EPOD-MANGO-ICE-18', qty: 1 },
      { sku: 'EPEN-BLENDED-TOBACCO-18', qty: 1 },
      { sku: 'ACC-CARRY-CASE', qty: 1 },
    ],
    commonQty: 2,
    conditions: { minSubtotal: 4000 },
  },
  // End of the promo gift popup's rule.
];

/**
 * Saved cards of the demo accounts, under tokens the sandbox gateway knows from its start
 * (`SANDBOX_SAVED_CARDS`), so they pay with any 3-digit CVV: Jane Doe's Visa ending 1111, and Chris
 * Secure's Visa ending 1091, which the gateway challenges (3-D Secure). Never a card number here.
 */
export const SEED_SAVED_CARDS = [
  {
    customerEmail: 'jane.doe@example.com',
    token: 'tok_sandbox_jane_visa_1111',
    cardType: 'VI',
    last4: '1111',
    expiryMonth: 12,
    expiryYear: 2030,
    cardholderName: 'Jane Doe',
  },
  {
    customerEmail: 'chris.secure@example.com',
    token: 'tok_sandbox_chris_visa_1091',
    cardType: 'VI',
    last4: '1091',
    expiryMonth: 12,
    expiryYear: 2030,
    cardholderName: 'Chris Secure',
  },
];

// ---- Content pages and blocks (Magento's cms_page and cms_block) -------------------------------------
// The storefront serves a page at '/{identifier}'; the checkout places blocks named by store config
// (checkout/cms/consent_block, checkout/cms/delivery_block). Each store's pages are in its language; a
// store without a block simply shows none. A store offering a second language has translations too, marked
// by their `language` (the UK store's Welsh, seed-welsh-content.ts).

export interface SeedCmsEntry {
  identifier: string;
  /** A translation's language (BCP 47, 'cy'); none for the store's own language. */
  language?: string;
  title: string;
  /** HTML written by the shop. */
  content: string;
}

/**
 * Each store's cookie policy, at Magento's own identifier for it; the cookie banner links here. It names
 * every cookie the shop sets: a cookie added to the shop must be added here too.
 */
/** The language choice, a cookie only a store offering a second language sets (the UK store: Welsh). */
const UK_LANGUAGE_COOKIE = '<li><strong>language</strong>: the language you chose for the shop (one year).</li>';

const UK_COOKIE_POLICY: SeedCmsEntry = {
  identifier: 'privacy-policy-cookie-restriction-mode',
  title: 'Cookie Policy',
  content: [
    '<p>Cookies are small files a website keeps in your browser. We use as few as we can.</p>',
    '<h2>Essential cookies</h2>',
    '<p>These make the shop work, so they do not need your consent:</p>',
    '<ul>',
    '<li><strong>shop_session</strong>: your visit and your sign-in (24 hours).</li>',
    '<li><strong>store</strong>: the country store you chose (one year).</li>',
    UK_LANGUAGE_COOKIE,
    '<li><strong>cookie_consent</strong>: your answer to our cookie banner (one year).</li>',
    '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: bring you back to the right page after signing in or paying (24 hours at most).</li>',
    '<li><strong>bat_product_consent</strong>: that you confirmed the product notice at checkout (this visit).</li>',
    '</ul>',
    '<p>Your basket is kept in your browser’s storage, not in a cookie.</p>',
    '<h2>Analytics cookies</h2>',
    '<p>Only if you accept them: they tell us which steps of the checkout fail, so we can fix them. If you reject them, nothing is sent. You can change your answer at any time with “Cookie settings” at the bottom of every page.</p>',
  ].join(''),
};

const COOKIE_POLICY_PAGES: Record<string, SeedCmsEntry> = {
  nl: {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Cookiebeleid',
    content: [
      '<p>Cookies zijn kleine bestanden die een website in uw browser bewaart. We gebruiken er zo weinig mogelijk.</p>',
      '<h2>Noodzakelijke cookies</h2>',
      '<p>Deze laten de winkel werken en hebben daarom geen toestemming nodig:</p>',
      '<ul>',
      '<li><strong>shop_session</strong>: uw bezoek en uw inlog (24 uur).</li>',
      '<li><strong>store</strong>: de landenwinkel die u koos (een jaar).</li>',
      '<li><strong>cookie_consent</strong>: uw antwoord op onze cookiemelding (een jaar).</li>',
      '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: brengen u na het inloggen of betalen terug naar de juiste pagina (hoogstens 24 uur).</li>',
      '<li><strong>bat_product_consent</strong>: dat u de productmelding bij het afrekenen hebt bevestigd (dit bezoek).</li>',
      '</ul>',
      '<p>Uw winkelwagen wordt bewaard in de opslag van uw browser, niet in een cookie.</p>',
      '<h2>Analytische cookies</h2>',
      '<p>Alleen als u ze accepteert: ze laten ons zien welke stappen van het afrekenen mislukken, zodat we die kunnen verbeteren. Weigert u ze, dan wordt er niets verstuurd. U kunt uw keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.</p>',
    ].join(''),
  },
  uk: UK_COOKIE_POLICY,
  // The same cookies in American English, but the language choice the US store does not offer.
  us: { ...UK_COOKIE_POLICY, content: UK_COOKIE_POLICY.content.replace(UK_LANGUAGE_COOKIE, '').replace('Your basket', 'Your cart') },
  fr: {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Politique relative aux cookies',
    content: [
      '<p>Les cookies sont de petits fichiers qu’un site conserve dans votre navigateur. Nous en utilisons le moins possible.</p>',
      '<h2>Cookies indispensables</h2>',
      '<p>Ils permettent à la boutique de fonctionner et ne nécessitent donc pas votre consentement :</p>',
      '<ul>',
      '<li><strong>shop_session</strong> : votre visite et votre connexion (24 heures).</li>',
      '<li><strong>store</strong> : la boutique du pays que vous avez choisie (un an).</li>',
      '<li><strong>cookie_consent</strong> : votre réponse à notre bandeau cookies (un an).</li>',
      '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong> : vous ramènent à la bonne page après la connexion ou le paiement (24 heures au plus).</li>',
      '<li><strong>bat_product_consent</strong> : votre confirmation de l’avertissement produit lors de la commande (cette visite).</li>',
      '</ul>',
      '<p>Votre panier est conservé dans le stockage de votre navigateur, pas dans un cookie.</p>',
      '<h2>Cookies de mesure d’audience</h2>',
      '<p>Uniquement si vous les acceptez : ils nous indiquent les étapes de la commande qui échouent, afin que nous puissions les corriger. Si vous les refusez, rien n’est envoyé. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.</p>',
    ].join(''),
  },
  de: {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Cookie-Richtlinie',
    content: [
      '<p>Cookies sind kleine Dateien, die eine Website in Ihrem Browser speichert. Wir verwenden so wenige wie möglich.</p>',
      '<h2>Notwendige Cookies</h2>',
      '<p>Sie sind für den Betrieb des Shops erforderlich und benötigen daher keine Einwilligung:</p>',
      '<ul>',
      '<li><strong>shop_session</strong>: Ihr Besuch und Ihre Anmeldung (24 Stunden).</li>',
      '<li><strong>store</strong>: der Länder-Shop, den Sie gewählt haben (ein Jahr).</li>',
      '<li><strong>cookie_consent</strong>: Ihre Antwort auf unseren Cookie-Hinweis (ein Jahr).</li>',
      '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: bringen Sie nach der Anmeldung oder Zahlung auf die richtige Seite zurück (höchstens 24 Stunden).</li>',
      '<li><strong>bat_product_consent</strong>: dass Sie den Produkthinweis an der Kasse bestätigt haben (dieser Besuch).</li>',
      '</ul>',
      '<p>Ihr Warenkorb wird im Speicher Ihres Browsers gehalten, nicht in einem Cookie.</p>',
      '<h2>Analyse-Cookies</h2>',
      '<p>Nur mit Ihrer Einwilligung: Sie zeigen uns, welche Schritte der Bestellung fehlschlagen, damit wir sie beheben können. Lehnen Sie sie ab, wird nichts übermittelt. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.</p>',
    ].join(''),
  },
  mx: {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Política de cookies',
    content: [
      '<p>Las cookies son pequeños archivos que un sitio guarda en su navegador. Usamos las menos posibles.</p>',
      '<h2>Cookies esenciales</h2>',
      '<p>Hacen que la tienda funcione, por lo que no necesitan su consentimiento:</p>',
      '<ul>',
      '<li><strong>shop_session</strong>: su visita y su sesión iniciada (24 horas).</li>',
      '<li><strong>store</strong>: la tienda del país que eligió (un año).</li>',
      '<li><strong>cookie_consent</strong>: su respuesta a nuestro aviso de cookies (un año).</li>',
      '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: lo regresan a la página correcta después de iniciar sesión o pagar (24 horas como máximo).</li>',
      '<li><strong>bat_product_consent</strong>: que confirmó el aviso del producto al pagar (esta visita).</li>',
      '</ul>',
      '<p>Su carrito se guarda en el almacenamiento de su navegador, no en una cookie.</p>',
      '<h2>Cookies de análisis</h2>',
      '<p>Solo si usted las acepta: nos dicen qué pasos del pago fallan para poder corregirlos. Si las rechaza, no se envía nada. Puede cambiar su respuesta en cualquier momento con “Configuración de cookies” al final de cada página.</p>',
    ].join(''),
  },
  br: {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Política de cookies',
    content: [
      '<p>Cookies são pequenos arquivos que um site guarda no seu navegador. Usamos o mínimo possível.</p>',
      '<h2>Cookies essenciais</h2>',
      '<p>Eles fazem a loja funcionar e, por isso, não precisam do seu consentimento:</p>',
      '<ul>',
      '<li><strong>shop_session</strong>: sua visita e seu login (24 horas).</li>',
      '<li><strong>store</strong>: a loja do país que você escolheu (um ano).</li>',
      '<li><strong>cookie_consent</strong>: sua resposta ao nosso aviso de cookies (um ano).</li>',
      '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: levam você de volta à página certa depois de entrar ou pagar (no máximo 24 horas).</li>',
      '<li><strong>bat_product_consent</strong>: que você confirmou o aviso do produto no checkout (esta visita).</li>',
      '</ul>',
      '<p>Seu carrinho fica guardado no armazenamento do seu navegador, não em um cookie.</p>',
      '<h2>Cookies de análise</h2>',
      '<p>Somente se você aceitar: eles nos mostram quais etapas da compra falham, para que possamos corrigi-las. Se você recusar, nada é enviado. Você pode mudar sua resposta a qualquer momento em “Configurações de cookies”, no rodapé de cada página.</p>',
    ].join(''),
  },
};

/** Content pages per store code: the cookie policy, the legal pages, and 'drop-the-pod', where the checkout's pod recycling block links. */
export const SEED_CMS_PAGES: Record<string, SeedCmsEntry[]> = {
  uk: [
    COOKIE_POLICY_PAGES.uk,
    ...LEGAL_PAGES_BY_STORE.uk,
    ...UK_WELSH_PAGES,
    {
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      content: [
        '<p>Used pods should not end up in your household bin. Drop the Pod is our free recycling scheme: send your empty pods back to us and we recycle them.</p>',
        '<h2>How it works</h2>',
        '<ol>',
        '<li>Add a free Pod Recycling Return Bag to your next order (in the order summary at checkout, or from the accessories shelf).</li>',
        '<li>Fill the bag with up to 30 used pods. Pods only, please: no devices, batteries or packaging.</li>',
        '<li>Seal the bag and post it from any Post Office or postbox. Postage is prepaid, so there is nothing to pay.</li>',
        '</ol>',
        '<h2>What happens to your pods</h2>',
        '<p>Our recycling partner separates each pod’s plastic, metal and remaining e-liquid. The plastic and metal are recycled; the e-liquid is disposed of safely.</p>',
        '<p>One bag per order. Questions: support@vype.example or 0800 123 4567.</p>',
      ].join(''),
    },
    {
      identifier: 'delivery-policy',
      title: 'Delivery Policy',
      content: [
        '<p>We deliver to addresses in the United Kingdom.</p>',
        '<ul>',
        '<li>Standard delivery: £3.99, free on orders of £25 or more. Delivered in 3–5 working days.</li>',
        '<li>Same-day delivery in London postcode areas: order by 2pm, delivered between 6pm and 10pm.</li>',
        '</ul>',
        '<p>Orders placed by 2pm on a working day are dispatched the same day. Every parcel is signed for by an adult aged 18 or over; our courier may ask for proof of age.</p>',
        '<p>We cannot deliver to some Channel Islands postcodes or to addresses our couriers refuse.</p>',
      ].join(''),
    },
  ],
  fr: [
    COOKIE_POLICY_PAGES.fr,
    ...LEGAL_PAGES_BY_STORE.fr,
    {
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      content: [
        '<p>Vos pods usagés n’ont pas leur place dans la poubelle. Drop the Pod est notre programme de recyclage gratuit : renvoyez-nous vos pods vides, nous les recyclons.</p>',
        '<ol>',
        '<li>Ajoutez un sac de retour gratuit à votre prochaine commande.</li>',
        '<li>Remplissez-le avec jusqu’à 30 pods usagés (pas d’appareils, de batteries ni d’emballages).</li>',
        '<li>Fermez le sac et déposez-le à La Poste : l’affranchissement est prépayé.</li>',
        '</ol>',
      ].join(''),
    },
  ],
  de: [
    COOKIE_POLICY_PAGES.de,
    ...LEGAL_PAGES_BY_STORE.de,
    {
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      content: [
        '<p>Gebrauchte Pods gehören nicht in den Hausmüll. Drop the Pod ist unser kostenloses Recyclingprogramm: Schicken Sie uns Ihre leeren Pods zurück, wir recyceln sie.</p>',
        '<ol>',
        '<li>Legen Sie Ihrer nächsten Bestellung einen kostenlosen Rücksendebeutel bei.</li>',
        '<li>Füllen Sie ihn mit bis zu 30 gebrauchten Pods (keine Geräte, Akkus oder Verpackungen).</li>',
        '<li>Verschließen Sie den Beutel und geben Sie ihn bei der Post ab: Das Porto ist bezahlt.</li>',
        '</ol>',
      ].join(''),
    },
  ],
  mx: [
    COOKIE_POLICY_PAGES.mx,
    ...LEGAL_PAGES_BY_STORE.mx,
    {
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      content: [
        '<p>Tus pods usados no deben terminar en la basura. Drop the Pod es nuestro programa gratuito de reciclaje: envíanos tus pods vacíos y nosotros los reciclamos.</p>',
        '<ol>',
        '<li>Agrega una bolsa de devolución gratuita a tu próximo pedido.</li>',
        '<li>Llénala con hasta 30 pods usados (sin dispositivos, baterías ni empaques).</li>',
        '<li>Cierra la bolsa y entrégala en una oficina de Correos de México: el envío está prepagado.</li>',
        '</ol>',
      ].join(''),
    },
  ],
  nl: [COOKIE_POLICY_PAGES.nl, ...LEGAL_PAGES_BY_STORE.nl],
  us: [COOKIE_POLICY_PAGES.us, ...LEGAL_PAGES_BY_STORE.us],
  br: [
    COOKIE_POLICY_PAGES.br,
    ...LEGAL_PAGES_BY_STORE.br,
    {
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      content: [
        '<p>Seus pods usados não devem ir para o lixo comum. Drop the Pod é o nosso programa gratuito de reciclagem: devolva seus pods vazios e nós os reciclamos.</p>',
        '<ol>',
        '<li>Adicione uma sacola de devolução gratuita ao seu próximo pedido.</li>',
        '<li>Coloque até 30 pods usados na sacola (sem aparelhos, baterias ou embalagens).</li>',
        '<li>Feche a sacola e entregue-a em uma agência dos Correios: o frete é pré-pago.</li>',
        '</ol>',
      ].join(''),
    },
  ],
};

/** Content blocks per store code: the checkout summary's consent notice and the delivery methods' note. */
export const SEED_CMS_BLOCKS: Record<string, SeedCmsEntry[]> = {
  uk: [
    {
      identifier: 'checkout-consent-notice',
      title: 'Checkout consent notice',
      content:
        '<p>By placing your order you confirm that you are 18 or over. We use your details to process and deliver your order and to verify your age, as our <a href="/terms-and-conditions">Terms and Conditions</a> explain.</p>',
    },
    {
      identifier: 'checkout-delivery',
      title: 'Checkout delivery note',
      content:
        '<p>Orders placed by 2pm on a working day are dispatched the same day. An adult aged 18 or over must sign for the parcel. <a href="/delivery-policy">Read our delivery policy</a>.</p>',
    },
    ...UK_WELSH_BLOCKS,
  ],
};
