import { useState } from 'react';
import { type GiftChoices, type GiftItem, canAddGifts, chosenGifts, giftKey, giftQtyProblem, giftsLeft, maxGiftQty, tickedQty } from '../domain';

export interface GiftSelection {
  choices: GiftChoices;
  toggle: (item: GiftItem, checked: boolean) => void;
  setQty: (item: GiftItem, qty: number) => void;
  /** The most the gift may have now, and what is wrong with its quantity (null when nothing). */
  max: (item: GiftItem) => number;
  problem: (item: GiftItem) => ReturnType<typeof giftQtyProblem>;
  left: number;
  canAdd: boolean;
  chosen: ReturnType<typeof chosenGifts>;
}

/** The popup's ticks and quantities, with the domain's limits (spec 002 §4, §5, §9). */
export function useGiftSelection(items: GiftItem[]): GiftSelection {
  const [choices, setChoices] = useState<GiftChoices>({});
  const set = (item: GiftItem, choice: GiftChoices[string]) => setChoices((all) => ({ ...all, [giftKey(item)]: choice }));
  return {
    choices,
    toggle: (item, checked) => set(item, { checked, qty: checked ? tickedQty(item, items, choices) : (choices[giftKey(item)]?.qty ?? 0) }),
    setQty: (item, qty) => set(item, { checked: true, qty }),
    max: (item) => maxGiftQty(item, items, choices),
    problem: (item) => giftQtyProblem(item, items, choices),
    left: giftsLeft(items, choices),
    canAdd: canAddGifts(items, choices),
    chosen: chosenGifts(items, choices),
  };
}
