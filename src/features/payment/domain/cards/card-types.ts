import luhn10 from 'card-validator/dist/luhn-10.js';

/** Card types of spec 002 §3 with the lengths of §9 (which win over card-validator's tables). */
export type CardTypeCode = 'VI' | 'MC' | 'AE' | 'DN' | 'DI' | 'JCB' | 'UN' | 'MI' | 'MD' | 'HC' | 'ELO' | 'AU';

export interface CardType {
  readonly code: CardTypeCode;
  readonly title: string;
  /** Matches the leading digits (Magento's credit-card-type patterns). */
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
  readonly cvvLength: number;
  /** UnionPay numbers need not pass the Luhn check. */
  readonly luhn: boolean;
}

// Built from pieces only to keep lines short; marked pure so bundlers can drop it when unused.
const ELO_PREFIX = /* @__PURE__ */ new RegExp(
  '^(509091|636368|636297|504175|438935|40117[8-9]|45763[1-2]|457393|431274|50990[0-2]|5099[7-9]\\d|' +
    '50996[4-9]|509[1-8]\\d\\d|5090(0[0-2]|0[4-9]|1[2-9]|[24589]\\d|3[1-9]|6[0-46-9]|7[0-24-9])|' +
    '5067(0[0-24-8]|1[0-24-9]|2[014-9]|3[0-379]|4\\d|5[0-3]|6[0-5]|7[0-8])|6504(0[5-9]|[1-3]\\d)|' +
    '6504(8[5-9]|9\\d)|6505([0-2]\\d|3[0-8])|6505(4[1-9]|[5-8]\\d|9[0-8])|6507(0\\d|1[0-8])|65072[0-7]|' +
    '6509(0[1-9]|1\\d|20)|6516(5[2-9]|[67]\\d)|6550([01]\\d)|6550(2[1-9]|[34]\\d|5[0-8]))',
);

/**
 * Ordered most specific first: Elo, Hipercard, Aura and domestic Maestro share prefixes with Visa,
 * Discover and international Maestro. (Magento lists all matches and then refuses ambiguous numbers,
 * which rejects every Elo card; taking the first match avoids that.)
 */
export const CARD_TYPES: readonly CardType[] = [
  { code: 'ELO', title: 'Elo', prefix: ELO_PREFIX, lengths: [16], cvvLength: 3, luhn: true },
  {
    code: 'HC',
    title: 'Hipercard',
    prefix: /^(606282|637095|637568|637599|637609|637612)/,
    lengths: [13, 16],
    cvvLength: 3,
    luhn: true,
  },
  { code: 'AU', title: 'Aura', prefix: /^5078/, lengths: [19], cvvLength: 3, luhn: true },
  {
    code: 'MD',
    title: 'Maestro Domestic',
    prefix: /^(6759(?!24|38|40|6[3-9]|70|76)|676770|676774)/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    luhn: true,
  },
  { code: 'VI', title: 'Visa', prefix: /^4/, lengths: [16], cvvLength: 3, luhn: true },
  {
    code: 'MC',
    title: 'MasterCard',
    prefix: /^(5[1-5]\d\d|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvvLength: 3,
    luhn: true,
  },
  { code: 'AE', title: 'American Express', prefix: /^3[47]/, lengths: [15], cvvLength: 4, luhn: true },
  {
    code: 'DN',
    title: 'Diners',
    prefix: /^3(0[0-5]|095|6|[89])/,
    lengths: [14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    luhn: true,
  },
  {
    code: 'DI',
    title: 'Discover',
    prefix: /^(6011(0|[2-4]|74|7[7-9]|8[6-9]|9)|6(4[4-9]|5))/,
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    luhn: true,
  },
  { code: 'JCB', title: 'JCB', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvvLength: 3, luhn: true },
  {
    code: 'UN',
    title: 'UnionPay',
    prefix: /^(622(1(2[6-9]|[3-9])|[3-8]|9([01]|2[0-5]))|62[4-6]|628[2-8])/,
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    luhn: false,
  },
  {
    code: 'MI',
    title: 'Maestro International',
    prefix: /^(5[06-9]|63|67(?!59|6770|6774))/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    luhn: true,
  },
];

/** CVV length when the card type is not known yet. */
export const DEFAULT_CVV_LENGTH = 3;

/** Digits of a typed card number with its spaces removed, or null when anything else is left. */
export function cardDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

export function detectCardType(value: string): CardType | null {
  const digits = cardDigits(value);
  if (!digits) return null;
  return CARD_TYPES.find((type) => type.prefix.test(digits)) ?? null;
}

export function findCardType(code: string): CardType | null {
  return CARD_TYPES.find((type) => type.code === code) ?? null;
}

/** The Luhn (mod 10) check, card-validator's. */
export function passesLuhn(digits: string): boolean {
  return /^\d+$/.test(digits) && luhn10(digits);
}
