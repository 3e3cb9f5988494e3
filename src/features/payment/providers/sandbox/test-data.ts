/**
 * The sandbox's deterministic test data (documented in the README): the gateway's public test cards
 * authorise, cardholder names steer refusals and errors, one card asks for a 3-D Secure challenge.
 */
export interface TestCard {
  number: string;
  type: string;
  label: string;
  /** Asks for a 3-D Secure challenge before authorising. */
  challenge?: boolean;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4444333322221111', type: 'VI', label: 'Visa' },
  { number: '4917610000000000', type: 'VI', label: 'Visa' },
  { number: '4462030000000000', type: 'VI', label: 'Visa Debit' },
  { number: '5555555555554444', type: 'MC', label: 'MasterCard' },
  { number: '5454545454545454', type: 'MC', label: 'MasterCard' },
  { number: '2221000000000009', type: 'MC', label: 'MasterCard (2-series)' },
  { number: '6759649826438453', type: 'MD', label: 'Maestro' },
  { number: '343434343434343', type: 'AE', label: 'American Express' },
  { number: '4000000000001091', type: 'VI', label: 'Visa, 3-D Secure challenge', challenge: true },
];

/** Cardholder names that pick the outcome, as in the gateway's test system. */
export const OUTCOME_NAMES = { refused: 'REFUSED', error: 'ERROR', challenge: '3DS_V2_CHALLENGE_IDENTIFIED' } as const;

/** The outcomes a shopper can pick on the sandbox's hosted, challenge and APM pages. */
export const PAGE_OUTCOMES = ['success', 'failure', 'cancel', 'pending'] as const;
export type PageOutcome = (typeof PAGE_OUTCOMES)[number];

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/**
 * Saved-card tokens the sandbox knows from its start (its vault is otherwise in memory): the seed's
 * saved card of Jane Doe pays with any CVV of the type's size; Chris Secure's is the challenge card, so
 * each payment with it asks for 3-D Secure.
 */
export interface SandboxSavedCard {
  number: string;
  type: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
  /** The scheme's transaction id of the card's first stored-credential payment: merchant-initiated payments must quote it. */
  schemeTransactionId?: string;
}

export const SANDBOX_SAVED_CARDS: Readonly<Record<string, SandboxSavedCard>> = {
  tok_sandbox_jane_visa_1111: { number: '4444333322221111', type: 'VI', expiryMonth: 12, expiryYear: 2030, cardholderName: 'Jane Doe' },
  tok_sandbox_chris_visa_1091: { number: '4000000000001091', type: 'VI', expiryMonth: 12, expiryYear: 2030, cardholderName: 'Chris Secure' },
};

/**
 * The cards in the sandbox wallet (its sheet lists those of the networks the shop asks for): the last four
 * digits pick the gateway's outcome, as the test cards' numbers do.
 */
export interface SandboxWalletCard {
  id: string;
  network: 'VISA' | 'MASTERCARD' | 'AMEX';
  last4: string;
  label: string;
  outcome: 'AUTHORISED' | 'REFUSED' | 'ERROR';
}

export const SANDBOX_WALLET_CARDS: readonly SandboxWalletCard[] = [
  { id: 'visa-1111', network: 'VISA', last4: '1111', label: 'Visa •••• 1111', outcome: 'AUTHORISED' },
  { id: 'mastercard-4444', network: 'MASTERCARD', last4: '4444', label: 'Mastercard •••• 4444', outcome: 'AUTHORISED' },
  { id: 'amex-0005', network: 'AMEX', last4: '0005', label: 'American Express •••• 0005', outcome: 'AUTHORISED' },
  { id: 'visa-0002', network: 'VISA', last4: '0002', label: 'Visa •••• 0002 (the bank declines it)', outcome: 'REFUSED' },
  { id: 'mastercard-0036', network: 'MASTERCARD', last4: '0036', label: 'Mastercard •••• 0036 (the gateway fails)', outcome: 'ERROR' },
];

export const findWalletCard = (id: string): SandboxWalletCard | undefined => SANDBOX_WALLET_CARDS.find((card) => card.id === id);
