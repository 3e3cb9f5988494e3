import { defineSettings } from '../../../shared/domain/settings';
import { apmCountries } from './apm-countries';
import { type CardTypeCode, findCardType } from './cards/card-types';
import { DEFAULT_PROVIDER_MESSAGES, type ProviderCode } from './messages';
import type { PaymentSettings } from './methods';
import { readWalletSettings, WALLET_SETTINGS_DEFAULTS, type WalletSettings } from './wallets/settings';

/** The gateway's methods (worldpay_cc, worldpay_apm) as one store configures them. */
export interface WorldpaySettings {
  cc: {
    enabled: boolean;
    title: string;
    /** The card types offered where the country has no list of its own. */
    cardTypes: CardTypeCode[];
    /** Card types by billing country (`BR=VI,MC,ELO`); a listed country gets exactly its list. */
    countryCardTypes: Record<string, CardTypeCode[]>;
    /** Client-side encryption: the browser encrypts the card with the gateway's public key. */
    cseEnabled: boolean;
    /** Brazilian tax number (CPF/CNPJ) asked for Brazilian billing addresses. */
    cpfEnabled: boolean;
    instalmentEnabled: boolean;
    /**
     * The statement text (transaction purpose, CCAM21) asked beside the CPF or the instalments; off, the
     * field is not shown and the gateway prints its default narrative.
     */
    statementEnabled: boolean;
    /** Instalment counts by country (`BR=2,3,6`): the answer of `worldpay/latam/types`. */
    instalmentTypes: Record<string, string>;
    /** Saved cards (the vault) for customers. */
    vaultEnabled: boolean;
    /** 'Save my card': the disclaimer shown in its dialog, and whether saving needs it accepted (CCAM5). */
    saveCardDisclaimer: { text: string; mandatory: boolean };
    /** Stored credentials: a saved card's first payment and later ones are flagged as such to the gateway. */
    storedCredentialsEnabled: boolean;
    /** Cards are typed on the gateway's hosted payment page, shown in a frame after the order is placed (no card form in the shop). */
    hostedPage: boolean;
  };
  apm: {
    enabled: boolean;
    title: string;
    /** The alternative payment types offered (IDEAL-SSL, KLARNA-SSL, ACH_DIRECT_DEBIT-SSL…). */
    types: string[];
    idealBanks: { code: string; name: string }[];
    /** Countries per Klarna option. */
    klarna: Record<KlarnaTypeCode, string[]>;
  };
  /** Wallets (Apple Pay, Google Pay) through the browser's Payment Request API. */
  wallets: WalletSettings;
  /** The Mexican electronic invoice (CFDI): the shopper may ask for one at payment (`POST …/edicom`). */
  edicom: { enabled: boolean };
  /** Texts of the provider codes and the ACH messages, each overridable per store. */
  messages: Record<ProviderCode, string>;
  achMessages: { account: string; routing: string; checkNumber: string; company: string };
}

export const KLARNA_TYPES = ['KLARNA_PAYLATER-SSL', 'KLARNA_SLICEIT-SSL', 'KLARNA_PAYNOW-SSL'] as const;
export type KlarnaTypeCode = (typeof KLARNA_TYPES)[number];

declare module '../../stores/domain' {
  interface StoreSettings {
    payment: PaymentSettings;
    worldpay: WorldpaySettings;
  }
}

/** `A,B, C` → ['A', 'B', 'C'] (blanks dropped). */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `BR=2,3,6;MX=3,6` → {BR: '2,3,6', MX: '3,6'}; country codes upper-cased, malformed entries dropped. */
export function parseCountryMap(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of text.split(';')) {
    const [country, value] = entry.split('=');
    if (country && value !== undefined && /^[A-Za-z]{2}$/.test(country.trim())) map[country.trim().toUpperCase()] = value.trim();
  }
  return map;
}

/** `CODE=Name,CODE=Name` → [{code, name}]. */
function parseNamedList(text: string): { code: string; name: string }[] {
  return parseList(text).flatMap((entry) => {
    const [code, name] = entry.split('=').map((part) => part.trim());
    return code && name ? [{ code, name }] : [];
  });
}

const cardTypeList = (text: string): CardTypeCode[] =>
  parseList(text)
    .map((code) => findCardType(code.toUpperCase())?.code)
    .filter((code): code is CardTypeCode => code !== undefined);

/** The default text of the 'save my card' disclaimer (a store setting). */
const SAVE_CARD_DISCLAIMER_TEXT =
  'By saving your card you allow us to keep a reference to it with our payment provider (never the card number or security code) and to use it for the payments you make with it, including the monthly payments of your subscriptions. You can delete a saved card at any time under Stored Payment Methods in your account.';

const LATAM_INSTALMENTS = 'AR=3,6,12;BR=2,3,4,5,6,10,12;CL=3,6,12;CO=3,6,12,24;MX=3,6,9,12;PE=3,6,12';

/** The payment methods' settings (`payment/<code>/…`). */
export const paymentSettings = defineSettings(
  {
    'payment/free/active': '1',
    'payment/free/title': 'No Payment Information Required',
    'payment/cashondelivery/active': '1',
    'payment/cashondelivery/title': 'Cash On Delivery',
    'payment/cashondelivery/fee': '150',
    'payment/cashondelivery/max_order_total': '50000',
    'payment/worldpay_cc/active': '0',
    'payment/worldpay_cc/title': 'Credit / Debit Card',
    'payment/worldpay_cc/cctypes': 'VI,MC,AE,DI,JCB,DN,MI,MD,UN',
    'payment/worldpay_cc/country_cctypes': 'BR=VI,MC,AE,DN,ELO,HC,AU',
    'payment/worldpay_cc/cse_enabled': '1',
    'payment/worldpay_cc/cpf_enabled': '1',
    'payment/worldpay_cc/instalment_enabled': '1',
    'payment/worldpay_cc/instalment_types': LATAM_INSTALMENTS,
    'payment/worldpay_cc/statement_enabled': '1',
    'payment/worldpay_cc_vault/active': '1',
    'payment/worldpay_cc/save_card_disclaimer': SAVE_CARD_DISCLAIMER_TEXT,
    'payment/worldpay_cc/save_card_disclaimer_mandatory': '1',
    'payment/worldpay_cc/stored_credentials_enabled': '1',
    'payment/worldpay_cc/hosted_page': '0',
    'payment/worldpay_apm/active': '0',
    'payment/subscribe_pro/active': '0',
    'payment/subscribe_pro/title': 'Credit / Debit Card for your subscription',
    'payment/subscribe_pro_vault/active': '1',
    'payment/edicom/active': '0',
    'payment/paypal_express/active': '0',
    'payment/paypal_express/title': 'PayPal',
    'payment/paypal_billing_agreement/active': '0',
    'payment/paypal_billing_agreement/title': 'PayPal Billing Agreement',
    ...WALLET_SETTINGS_DEFAULTS,
    'payment/worldpay_apm/title': 'Alternative Payment Methods',
    'payment/worldpay_apm/apm_types': 'IDEAL-SSL,KLARNA-SSL,ACH_DIRECT_DEBIT-SSL',
    'payment/worldpay_apm/ideal_banks':
      'ABN_AMRO=ABN AMRO,ASN=ASN Bank,BUNQ=bunq,ING=ING,KNAB=Knab,RABOBANK=Rabobank,REGIOBANK=RegioBank,SNS=SNS Bank,TRIODOS=Triodos Bank,VAN_LANSCHOT=Van Lanschot',
    'payment/worldpay_apm/klarna_paylater_countries': 'AT,BE,CH,DE,DK,FI,GB,NL,NO,SE,US',
    'payment/worldpay_apm/klarna_sliceit_countries': 'AT,DE,DK,FI,GB,NO,SE,US',
    'payment/worldpay_apm/klarna_paynow_countries': 'AT,BE,CH,DE,NL,SE',
    'payment/worldpay/exception_messages/CCAM0': DEFAULT_PROVIDER_MESSAGES.CCAM0,
    'payment/worldpay/exception_messages/CCAM1': DEFAULT_PROVIDER_MESSAGES.CCAM1,
    'payment/worldpay/exception_messages/CCAM2': DEFAULT_PROVIDER_MESSAGES.CCAM2,
    'payment/worldpay/exception_messages/CCAM3': DEFAULT_PROVIDER_MESSAGES.CCAM3,
    'payment/worldpay/exception_messages/CCAM4': DEFAULT_PROVIDER_MESSAGES.CCAM4,
    'payment/worldpay/exception_messages/CCAM5': DEFAULT_PROVIDER_MESSAGES.CCAM5,
    'payment/worldpay/exception_messages/CCAM20': DEFAULT_PROVIDER_MESSAGES.CCAM20,
    'payment/worldpay/exception_messages/CCAM21': DEFAULT_PROVIDER_MESSAGES.CCAM21,
    'payment/worldpay/exception_messages/CTYP01': DEFAULT_PROVIDER_MESSAGES.CTYP01,
    // Empty: the spec's ACH texts (messages.ts) apply.
    'payment/worldpay/exception_messages/ACH_ACCOUNT': '',
    'payment/worldpay/exception_messages/ACH_ROUTING': '',
    'payment/worldpay/exception_messages/ACH_CHECK_NUMBER': '',
    'payment/worldpay/exception_messages/ACH_COMPANY': '',
  },
  (get): { payment: PaymentSettings; worldpay: WorldpaySettings } => {
    const countryCardTypes: Record<string, CardTypeCode[]> = {};
    for (const [country, list] of Object.entries(parseCountryMap(get.text('payment/worldpay_cc/country_cctypes')))) {
      countryCardTypes[country] = cardTypeList(list);
    }
    const countries = (text: string) => parseList(text).map((c) => c.toUpperCase());
    const klarna = {
      'KLARNA_PAYLATER-SSL': countries(get.text('payment/worldpay_apm/klarna_paylater_countries')),
      'KLARNA_SLICEIT-SSL': countries(get.text('payment/worldpay_apm/klarna_sliceit_countries')),
      'KLARNA_PAYNOW-SSL': countries(get.text('payment/worldpay_apm/klarna_paynow_countries')),
    };
    const apmTypes = parseList(get.text('payment/worldpay_apm/apm_types'));
    const wallets = readWalletSettings(get);
    return {
      payment: {
        free: { enabled: get.flag('payment/free/active'), title: get.text('payment/free/title') },
        cashOnDelivery: {
          enabled: get.flag('payment/cashondelivery/active'),
          title: get.text('payment/cashondelivery/title'),
          fee: get.int('payment/cashondelivery/fee'),
          maxOrderTotal: get.int('payment/cashondelivery/max_order_total'),
        },
        card: { enabled: get.flag('payment/worldpay_cc/active'), title: get.text('payment/worldpay_cc/title') },
        apm: {
          enabled: get.flag('payment/worldpay_apm/active'),
          title: get.text('payment/worldpay_apm/title'),
          countries: apmCountries(apmTypes, Object.values(klarna)),
        },
        subscribePro: {
          enabled: get.flag('payment/subscribe_pro/active'),
          title: get.text('payment/subscribe_pro/title'),
          vaultEnabled: get.flag('payment/subscribe_pro_vault/active'),
        },
        paypalExpress: { enabled: get.flag('payment/paypal_express/active'), title: get.text('payment/paypal_express/title') },
        paypalBillingAgreement: { enabled: get.flag('payment/paypal_billing_agreement/active'), title: get.text('payment/paypal_billing_agreement/title') },
        wallets: { enabled: wallets.enabled, title: wallets.title },
      },
      worldpay: {
        cc: {
          enabled: get.flag('payment/worldpay_cc/active'),
          title: get.text('payment/worldpay_cc/title'),
          cardTypes: cardTypeList(get.text('payment/worldpay_cc/cctypes')),
          countryCardTypes,
          cseEnabled: get.flag('payment/worldpay_cc/cse_enabled'),
          cpfEnabled: get.flag('payment/worldpay_cc/cpf_enabled'),
          instalmentEnabled: get.flag('payment/worldpay_cc/instalment_enabled'),
          instalmentTypes: parseCountryMap(get.text('payment/worldpay_cc/instalment_types')),
          statementEnabled: get.flag('payment/worldpay_cc/statement_enabled'),
          vaultEnabled: get.flag('payment/worldpay_cc_vault/active'),
          saveCardDisclaimer: {
            text: get.text('payment/worldpay_cc/save_card_disclaimer'),
            mandatory: get.flag('payment/worldpay_cc/save_card_disclaimer_mandatory'),
          },
          storedCredentialsEnabled: get.flag('payment/worldpay_cc/stored_credentials_enabled'),
          hostedPage: get.flag('payment/worldpay_cc/hosted_page'),
        },
        apm: {
          enabled: get.flag('payment/worldpay_apm/active'),
          title: get.text('payment/worldpay_apm/title'),
          types: apmTypes,
          idealBanks: parseNamedList(get.text('payment/worldpay_apm/ideal_banks')),
          klarna,
        },
        wallets,
        edicom: { enabled: get.flag('payment/edicom/active') },
        messages: {
          CCAM0: get.text('payment/worldpay/exception_messages/CCAM0'),
          CCAM1: get.text('payment/worldpay/exception_messages/CCAM1'),
          CCAM2: get.text('payment/worldpay/exception_messages/CCAM2'),
          CCAM3: get.text('payment/worldpay/exception_messages/CCAM3'),
          CCAM4: get.text('payment/worldpay/exception_messages/CCAM4'),
          CCAM5: get.text('payment/worldpay/exception_messages/CCAM5'),
          CCAM20: get.text('payment/worldpay/exception_messages/CCAM20'),
          CCAM21: get.text('payment/worldpay/exception_messages/CCAM21'),
          CTYP01: get.text('payment/worldpay/exception_messages/CTYP01'),
        },
        achMessages: {
          account: get.text('payment/worldpay/exception_messages/ACH_ACCOUNT'),
          routing: get.text('payment/worldpay/exception_messages/ACH_ROUTING'),
          checkNumber: get.text('payment/worldpay/exception_messages/ACH_CHECK_NUMBER'),
          company: get.text('payment/worldpay/exception_messages/ACH_COMPANY'),
        },
      },
    };
  },
);

/**
 * What the payment step needs of the store's payment settings (in `checkout/config` as `payment`): the
 * Latin-American card fields (spec 002 §3 `cpf_enabled`, `instalment_enabled`) with the texts of their
 * codes, and the electronic invoice's `edicomEnabled`.
 */
export function paymentCheckoutConfig(worldpay: WorldpaySettings) {
  return {
    worldpay_cc: {
      cpf_enabled: worldpay.cc.cpfEnabled,
      instalment_enabled: worldpay.cc.instalmentEnabled,
      statement_enabled: worldpay.cc.statementEnabled,
      exception_messages: { CCAM20: worldpay.messages.CCAM20, CCAM21: worldpay.messages.CCAM21 },
    },
    edicomEnabled: worldpay.edicom.enabled,
  };
}

export type PaymentCheckoutConfigDto = ReturnType<typeof paymentCheckoutConfig>;
