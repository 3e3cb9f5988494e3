import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import { GIFT_QTY_NEGATIVE, GIFT_QTY_TOO_HIGH, GIFT_RULE_ONE_OF } from './gift-rules';

/** Spec 002 §9: the promo popup's slider shows 3 items of 280 px. */
export const GIFT_SLIDER_ITEMS_SHOWN = 3;
export const GIFT_SLIDER_ITEM_WIDTH_PX = 280;
/**
 * Spec 002 §9: loading delay 1,000 ms. The popup reloads its items after the totals have loaded (§4):
 * it waits this long after the totals last changed, so a burst of totals reloads asks for the items once.
 */
export const GIFT_ITEMS_LOADING_DELAY_MS = 1000;
/** Spec 002 §9: selection method 1 (several gifts, by checkboxes, as the popup offers them) and the gifts counter shown. */
export const GIFTS_COUNTER_ENABLED = true;

/** Not shown in the spec: what a request that chooses no gift at all is told. */
export const GIFT_NONE_CHOSEN = 'Please choose at least one free gift.';

/** One gift on offer, as the popup reads it from `{cart}/promo-items`. */
export interface GiftItem {
  ruleId: number;
  ruleType: number;
  sku: string;
  /** What is still free to add now (for rule_type 0: what is left of the rule's common quantity). */
  availableQty: number;
  /** The quantity a ticked gift starts at. */
  initialQty: number;
}

/** The shopper's choice for one gift: ticked or not, and the quantity typed (NaN while the field is empty). */
interface GiftChoice {
  checked: boolean;
  qty: number;
}

export type GiftChoices = Record<string, GiftChoice>;

export function giftKey(item: Pick<GiftItem, 'ruleId' | 'sku'>): string {
  return `${item.ruleId}:${item.sku}`;
}

/** A ticked gift's quantity that counts towards the limits (a wrong one counts as none). */
function countedQty(choice: GiftChoice | undefined): number {
  return choice?.checked && Number.isInteger(choice.qty) && choice.qty > 0 ? choice.qty : 0;
}

function chosenInRule(items: GiftItem[], choices: GiftChoices, ruleId: number, except?: string): number {
  return items.filter((i) => i.ruleId === ruleId && giftKey(i) !== except).reduce((sum, i) => sum + countedQty(choices[giftKey(i)]), 0);
}

/**
 * The most of this gift the shopper may choose now (spec 002 §5: capped at the item's max): its
 * available quantity, and for rule_type 0 what the rule's other ticked gifts leave of the common quantity.
 */
export function maxGiftQty(item: GiftItem, items: GiftItem[], choices: GiftChoices): number {
  if (item.ruleType !== GIFT_RULE_ONE_OF) return Math.max(0, item.availableQty);
  return Math.max(0, item.availableQty - chosenInRule(items, choices, item.ruleId, giftKey(item)));
}

export type GiftQtyProblem = { message: string; parameters: number[] } | null;

/** Spec 002 §5: a ticked gift's quantity is a whole number, not negative, and not above its max. */
export function giftQtyProblem(item: GiftItem, items: GiftItem[], choices: GiftChoices): GiftQtyProblem {
  const choice = choices[giftKey(item)];
  if (!choice?.checked) return null;
  if (!Number.isInteger(choice.qty) || choice.qty < 0) return { message: GIFT_QTY_NEGATIVE, parameters: [] };
  const max = maxGiftQty(item, items, choices);
  return choice.qty > max ? { message: GIFT_QTY_TOO_HIGH, parameters: [max] } : null;
}

/** The problem in the shopper's words (Magento's %1 filled in). */
export function giftQtyProblemText(problem: NonNullable<GiftQtyProblem>): string {
  return formatMessage(problem.message, Object.fromEntries(problem.parameters.map((value, i) => [String(i + 1), value])));
}

/** Ticking a gift starts it at its initial quantity (at least 1), within what it may have. */
export function tickedQty(item: GiftItem, items: GiftItem[], choices: GiftChoices): number {
  return Math.min(Math.max(1, item.initialQty), maxGiftQty(item, items, choices));
}

/** The gifts the add button sends: ticked, with a quantity above 0. */
export function chosenGifts(items: GiftItem[], choices: GiftChoices): { rule_id: number; sku: string; qty: number }[] {
  return items.filter((i) => countedQty(choices[giftKey(i)]) > 0).map((i) => ({ rule_id: i.ruleId, sku: i.sku, qty: choices[giftKey(i)].qty }));
}

/**
 * Spec 002 §4: in multiple-select mode the add button is enabled only when at least one gift is ticked
 * and no quantity is negative; it also waits while a quantity is over its max (§5) or every ticked gift is at 0.
 */
export function canAddGifts(items: GiftItem[], choices: GiftChoices): boolean {
  return chosenGifts(items, choices).length > 0 && items.every((i) => giftQtyProblem(i, items, choices) === null);
}

/** Spec 002 §9's gifts counter: how many gifts the shopper may still choose, across the rules on offer. */
export function giftsLeft(items: GiftItem[], choices: GiftChoices): number {
  let left = 0;
  for (const ruleId of new Set(items.map((i) => i.ruleId))) {
    const inRule = items.filter((i) => i.ruleId === ruleId);
    const offered = inRule[0].ruleType === GIFT_RULE_ONE_OF ? inRule[0].availableQty : inRule.reduce((sum, i) => sum + i.availableQty, 0);
    left += Math.max(0, offered - chosenInRule(items, choices, ruleId));
  }
  return left;
}

/** The 'Choose your free gift' link shows while the basket earns a gift it has not taken (yet). */
export function hasGiftToChoose(items: Pick<GiftItem, 'availableQty'>[]): boolean {
  return items.some((i) => i.availableQty > 0);
}
