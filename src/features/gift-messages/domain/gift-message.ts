import { z } from 'zod';
// The light part of the validation library (no phone or postcode data): the basket page loads this.
import { REQUIRED_MESSAGE, isBlank, validateMaxLength, validateNoHtmlTags, withRules } from '../../../shared/domain/validation/forms';

/** A gift message as stored: plain text only, at order level (the cart) or on one line. */
import type { GiftMessageRecord } from '../../cart/domain';

export type { GiftMessageRecord };

/** Longest 'To' and 'From' (Magento's gift_message.recipient / sender are varchar(255)). */
export const GIFT_MESSAGE_RECIPIENT_MAX_LENGTH = 255;
export const GIFT_MESSAGE_SENDER_MAX_LENGTH = 255;
/** Longest message text (our choice: a gift card holds about this much). */
export const GIFT_MESSAGE_TEXT_MAX_LENGTH = 1000;

// Control characters other than tab and line breaks are invisible and PostgreSQL's jsonb refuses
// U+0000; a lone UTF-16 surrogate cannot be stored either. Both are normalised, not refused.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text as stored: Windows line breaks become '\n', invisible control characters go. */
export function toPlainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** One text of a gift message: trimmed plain text (the shared "no HTML tags" rule), at most `max` characters. */
function giftText(max: number) {
  const text = z.string().overwrite(toPlainText).trim();
  return withRules(text, validateNoHtmlTags, (value) => validateMaxLength(value, max)).nullish();
}

type GiftMessageTexts = { recipient?: string | null; sender?: string | null; message?: string | null };

/**
 * A 'To' or 'From' without any message is refused rather than dropped (Magento would silently delete
 * it, which loses what the shopper typed). All three empty is a delete, not an error.
 */
function messageRequiredWhenAddressed(ctx: z.core.ParsePayload<GiftMessageTexts>): void {
  const { recipient, sender, message } = ctx.value;
  if (isBlank(message) && (!isBlank(recipient) || !isBlank(sender))) {
    ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: message, path: ['message'] });
  }
}

function buildFormSchema() {
  return z
    .object({
      recipient: giftText(GIFT_MESSAGE_RECIPIENT_MAX_LENGTH),
      sender: giftText(GIFT_MESSAGE_SENDER_MAX_LENGTH),
      message: giftText(GIFT_MESSAGE_TEXT_MAX_LENGTH),
    })
    .check(messageRequiredWhenAddressed);
}
/** The three texts of the gift options form; the browser checks them with the server's rules. */
export const giftMessageFormSchema = /* @__PURE__ */ buildFormSchema();
export type GiftMessageFormInput = z.input<typeof giftMessageFormSchema>;
export type GiftMessageFormOutput = z.output<typeof giftMessageFormSchema>;

function buildBodySchema() {
  const ignored = z.unknown().optional().describe('Accepted for Magento compatibility and ignored.');
  return z.object({
    gift_message: z
      .object({
        gift_message_id: ignored,
        customer_id: ignored,
        recipient: giftText(GIFT_MESSAGE_RECIPIENT_MAX_LENGTH),
        sender: giftText(GIFT_MESSAGE_SENDER_MAX_LENGTH),
        message: giftText(GIFT_MESSAGE_TEXT_MAX_LENGTH),
        // Magento's GiftMessageExtensionInterface (gift wrapping, in Adobe Commerce): nothing here uses it.
        extension_attributes: z.looseObject({}).nullish(),
      })
      .check(messageRequiredWhenAddressed),
  });
}
/**
 * The body of POST {cart}/gift-message[/{itemId}]: Magento's GiftMessage shape
 * `{gift_message: {recipient, sender, message, extension_attributes}}` (spec 000 §7).
 */
export const giftMessageBodySchema = /* @__PURE__ */ buildBodySchema();

/**
 * What to store for a checked submission: the record, or null when all three texts are empty
 * (spec 000 §4: "delete is a submit with empty values"; Magento's own delete sends nulls).
 */
export function giftMessageFromInput(input: GiftMessageTexts): GiftMessageRecord | null {
  const record = { recipient: input.recipient ?? '', sender: input.sender ?? '', message: input.message ?? '' };
  return record.recipient === '' && record.sender === '' && record.message === '' ? null : record;
}
