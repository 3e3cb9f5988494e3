import type * as z from 'zod';
import { MAX_LENGTH_MESSAGE, NO_HTML_TAGS_MESSAGE, REQUIRED_MESSAGE, formatMessage } from '../../../shared/domain/validation';
import {
  GIFT_MESSAGE_RECIPIENT_MAX_LENGTH,
  GIFT_MESSAGE_SENDER_MAX_LENGTH,
  GIFT_MESSAGE_TEXT_MAX_LENGTH,
  giftMessageBodySchema,
  giftMessageFormSchema,
  giftMessageFromInput,
  toPlainText,
} from './gift-message';
import { configureZodMessages } from '../../../shared/domain/zod-messages';

// As the server and the browser app do at start: shoppers get the shop's texts, not zod's.
configureZodMessages();

const tooLong = (max: number) => formatMessage(MAX_LENGTH_MESSAGE, { '1': max });

/** [path, message] of every issue, or [] when the input is accepted. */
function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

/** What a submission stores: the record, null for a delete. */
const stored = (input: unknown) => giftMessageFromInput(giftMessageBodySchema.parse(input).gift_message);

describe('gift message body (spec 000 §3, §7)', () => {
  it.each([
    ['a full message', { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!' }, { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!' }],
    ['trimmed texts', { recipient: '  Amy ', sender: '\tRory\n', message: '  Hi  ' }, { recipient: 'Amy', sender: 'Rory', message: 'Hi' }],
    ['a message alone', { message: 'For you' }, { recipient: '', sender: '', message: 'For you' }],
    ['nulls beside a message', { recipient: null, sender: null, message: 'For you' }, { recipient: '', sender: '', message: 'For you' }],
    ['lines kept, Windows breaks made plain', { message: 'Dear Amy,\r\nenjoy!\rLove' }, { recipient: '', sender: '', message: 'Dear Amy,\nenjoy!\nLove' }],
    ['a "<" that opens no tag', { message: '2 < 3 & 5 > 4' }, { recipient: '', sender: '', message: '2 < 3 & 5 > 4' }],
    [
      'texts at their limits',
      {
        recipient: 'r'.repeat(GIFT_MESSAGE_RECIPIENT_MAX_LENGTH),
        sender: 's'.repeat(GIFT_MESSAGE_SENDER_MAX_LENGTH),
        message: 'm'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH),
      },
      {
        recipient: 'r'.repeat(GIFT_MESSAGE_RECIPIENT_MAX_LENGTH),
        sender: 's'.repeat(GIFT_MESSAGE_SENDER_MAX_LENGTH),
        message: 'm'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH),
      },
    ],
    [
      'characters beyond the BMP counted once',
      { message: '🎁'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH) },
      { recipient: '', sender: '', message: '🎁'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH) },
    ],
    [
      'Magento fields ignored',
      { gift_message_id: 12, customer_id: '3', recipient: 'A', sender: 'B', message: 'C', extension_attributes: { entity_id: '5', wrapping_id: 1 } },
      { recipient: 'A', sender: 'B', message: 'C' },
    ],
  ])('stores %s', (_label, giftMessage, expected) => {
    expect(stored({ gift_message: giftMessage })).toEqual(expected);
  });

  it.each([
    ['empty strings', { recipient: '', sender: '', message: '' }],
    ["nulls (Magento's delete)", { recipient: null, sender: null, message: null }],
    ['only spaces', { recipient: '  ', sender: '\n', message: ' \t ' }],
    ['no texts at all', {}],
  ])('deletes on %s', (_label, giftMessage) => {
    expect(stored({ gift_message: giftMessage })).toBeNull();
  });

  it.each([
    ['no gift_message', {}, [['gift_message', REQUIRED_MESSAGE]]],
    ['gift_message not an object', { gift_message: 'hello' }, [['gift_message', expect.any(String)]]],
    ['a text not a string', { gift_message: { message: 12 } }, [['gift_message.message', expect.any(String)]]],
    ['HTML in the message', { gift_message: { message: 'Hi <b>there</b>' } }, [['gift_message.message', NO_HTML_TAGS_MESSAGE]]],
    ['a script as recipient', { gift_message: { recipient: '<script>alert(1)</script>', message: 'x' } }, [['gift_message.recipient', NO_HTML_TAGS_MESSAGE]]],
    // The shared rule is Magento's: "<" followed by a word character reads as a tag, hearts included.
    ['"<3" (the shared rule reads it as a tag)', { gift_message: { message: 'I <3 you' } }, [['gift_message.message', NO_HTML_TAGS_MESSAGE]]],
    ['a closing tag as sender', { gift_message: { sender: 'Rory</p', message: 'x' } }, [['gift_message.sender', NO_HTML_TAGS_MESSAGE]]],
    [
      'a recipient too long',
      { gift_message: { recipient: 'r'.repeat(GIFT_MESSAGE_RECIPIENT_MAX_LENGTH + 1), message: 'x' } },
      [['gift_message.recipient', tooLong(255)]],
    ],
    ['a sender too long', { gift_message: { sender: 's'.repeat(GIFT_MESSAGE_SENDER_MAX_LENGTH + 1), message: 'x' } }, [['gift_message.sender', tooLong(255)]]],
    ['a message too long', { gift_message: { message: 'm'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH + 1) } }, [['gift_message.message', tooLong(1000)]]],
    ['To and From without a message', { gift_message: { recipient: 'Amy', sender: 'Rory', message: ' ' } }, [['gift_message.message', REQUIRED_MESSAGE]]],
    ['From alone', { gift_message: { sender: 'Rory' } }, [['gift_message.message', REQUIRED_MESSAGE]]],
  ])('refuses %s', (_label, body, expected) => {
    expect(issues(giftMessageBodySchema, body)).toEqual(expected);
  });

  it('counts the limit after trimming', () => {
    expect(issues(giftMessageBodySchema, { gift_message: { message: `  ${'m'.repeat(GIFT_MESSAGE_TEXT_MAX_LENGTH)}  ` } })).toEqual([]);
  });
});

describe('gift options form schema', () => {
  it.each([
    [{ recipient: 'Amy', sender: 'Rory', message: 'Hi' }, []],
    [{ recipient: '', sender: '', message: '' }, []],
    [{ recipient: 'Amy', sender: '', message: '' }, [['message', REQUIRED_MESSAGE]]],
    [{ recipient: '<i>Amy</i>', sender: '', message: 'Hi' }, [['recipient', NO_HTML_TAGS_MESSAGE]]],
    [{ recipient: '', sender: '', message: 'm'.repeat(1001) }, [['message', tooLong(1000)]]],
  ])('checks %j', (input, expected) => {
    expect(issues(giftMessageFormSchema, input)).toEqual(expected);
  });
});

describe('toPlainText', () => {
  it.each([
    ['a\u0000b', 'ab'],
    ['tab\tkept', 'tab\tkept'],
    ['bell\u0007 and delete\u007f', 'bell and delete'],
    ['a\r\nb\rc\nd', 'a\nb\nc\nd'],
    ['lone \uD800 surrogate', 'lone \uFFFD surrogate'],
    ['pair 🎁 kept', 'pair 🎁 kept'],
  ])('normalises %j', (input, expected) => {
    expect(toPlainText(input)).toBe(expected);
  });
});
