/** A gift message as the cart stores it (on the cart or a line); the gift-messages feature edits it. */
export interface GiftMessageRecord {
  recipient: string;
  sender: string;
  message: string;
}

export const GIFT_MESSAGES_CLASH = 'Two lines with different gift messages would become one. Delete one of the gift messages first.';

const same = (a: GiftMessageRecord, b: GiftMessageRecord) => a.recipient === b.recipient && a.sender === b.sender && a.message === b.message;

/** Lines that become one keep one gift message: two different ones cannot be joined without losing one. */
export function giftMessagesClash(messages: (GiftMessageRecord | null)[]): boolean {
  const given = messages.filter((m): m is GiftMessageRecord => m !== null);
  return given.some((m) => !same(m, given[0]));
}
