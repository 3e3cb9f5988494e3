import { defineSettings } from '../../../shared/domain/settings';
import { type CardTypeCode, findCardType, parseCountryMap, parseList } from '../../payment/domain';
import { isPayuPageMethod, type PayuPageMethod } from './cash-methods';

/** PayU as one store configures it (`payment/payu*`): its account, the page's methods, the card's Latin-American fields. */
export interface PayuSettings {
  /** The store's PayU account (PayU keeps one per country); empty: PayU is not offered. */
  accountId: string;
  gateway: {
    enabled: boolean;
    title: string;
    /** The methods PayU's page offers, by billing country (`BR=BOLETO_BANCARIO,PIX`). */
    methods: Record<string, PayuPageMethod[]>;
  };
  card: {
    enabled: boolean;
    title: string;
    /** The card types taken, by billing country (`BR=VI,MC,ELO`); a country without a list takes none. */
    countryCardTypes: Record<string, CardTypeCode[]>;
    /** The Brazilian CPF/CNPJ, asked for a Brazilian billing address (spec 002 §5). */
    cpfEnabled: boolean;
    instalmentEnabled: boolean;
    /** The instalment counts the store offers by country (`BR=2,3,6`); PayU's plans for the amount narrow them. */
    instalmentTypes: Record<string, string>;
  };
}

declare module '../../stores/domain' {
  interface StoreSettings {
    payu: PayuSettings;
  }
}

/** `BR=A,B;MX=C` → {BR: [A, B], MX: [C]}, keeping the codes `known` recognises. */
function countryLists<T>(text: string, known: (code: string) => T | null): Record<string, T[]> {
  const lists: Record<string, T[]> = {};
  for (const [country, list] of Object.entries(parseCountryMap(text))) {
    lists[country] = parseList(list).flatMap((code) => {
      const value = known(code);
      return value === null ? [] : [value];
    });
  }
  return lists;
}

export const payuSettings = defineSettings(
  {
    'payment/payu/account_id': '',
    'payment/payu_gateway/active': '0',
    'payment/payu_gateway/title': 'PayU: cash or bank transfer',
    'payment/payu_gateway/methods': 'BR=BOLETO_BANCARIO,PIX;MX=OXXO,SPEI',
    'payment/payu_gateway_card/active': '0',
    'payment/payu_gateway_card/title': 'Card with instalments (PayU)',
    'payment/payu_gateway_card/cctypes': 'BR=VI,MC,AE,DN,ELO,HC;MX=VI,MC,AE',
    'payment/payu_gateway_card/cpf_enabled': '1',
    'payment/payu_gateway_card/instalment_enabled': '1',
    'payment/payu_gateway_card/instalment_types': 'BR=2,3,4,5,6,10,12;MX=3,6,9,12',
  },
  (get): { payu: PayuSettings } => ({
    payu: {
      accountId: get.text('payment/payu/account_id').trim(),
      gateway: {
        enabled: get.flag('payment/payu_gateway/active'),
        title: get.text('payment/payu_gateway/title'),
        methods: countryLists(get.text('payment/payu_gateway/methods'), (code) => (isPayuPageMethod(code) ? code : null)),
      },
      card: {
        enabled: get.flag('payment/payu_gateway_card/active'),
        title: get.text('payment/payu_gateway_card/title'),
        countryCardTypes: countryLists(get.text('payment/payu_gateway_card/cctypes'), (code) => findCardType(code.toUpperCase())?.code ?? null),
        cpfEnabled: get.flag('payment/payu_gateway_card/cpf_enabled'),
        instalmentEnabled: get.flag('payment/payu_gateway_card/instalment_enabled'),
        instalmentTypes: parseCountryMap(get.text('payment/payu_gateway_card/instalment_types')),
      },
    },
  }),
);
