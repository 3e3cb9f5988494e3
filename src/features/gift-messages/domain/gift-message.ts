/** A gift message as stored: plain text only, at order level (the cart) or on one line. */
export interface GiftMessageRecord {
  recipient: string;
  sender: string;
  message: string;
}
