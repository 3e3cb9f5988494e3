import { EMAIL_MESSAGE, FIELD_REQUIRED_MESSAGE, MAX_LENGTH_MESSAGE, MIN_LENGTH_MESSAGE, NO_HTML_TAGS_MESSAGE, REQUIRED_MESSAGE, URL_MESSAGE } from './messages';
import { validateEmail, validateMaxLength, validateMinLength, validateNoHtmlTags, validateRequired, validateRequiredField, validateUrl } from './text-rules';

describe('validateRequired', () => {
  it.each([undefined, null, '', '  ', [], false])('refuses %j', (value) => {
    expect(validateRequired(value)).toEqual({ code: 'required', message: REQUIRED_MESSAGE });
  });
  it.each(['x', 0, true, ['a']])('accepts %j', (value) => {
    expect(validateRequired(value)).toBeNull();
  });
  it('names the field for the shipping estimate', () => {
    expect(validateRequiredField('', 'City')).toEqual({
      code: 'field_required',
      message: FIELD_REQUIRED_MESSAGE,
      parameters: { name: 'City' },
    });
    expect(validateRequiredField('Leeds', 'City')).toBeNull();
  });
});

describe('validateMaxLength / validateMinLength', () => {
  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'max_length'],
    ['ééé', 3, null],
    ['😀😀😀', 3, null],
    ['', 0, null],
    [null, 1, null],
  ])('max: %j with %i → %s', (value, max, code) => {
    expect(validateMaxLength(value, max)?.code ?? null).toBe(code);
  });
  it('reports the limit as %1', () => {
    expect(validateMaxLength('x'.repeat(256), 255)).toEqual({
      code: 'max_length',
      message: MAX_LENGTH_MESSAGE,
      parameters: { '1': 255 },
    });
  });
  it.each([
    ['ab', 'min_length'],
    [' ab ', 'min_length'],
    ['abc', null],
    ['', null],
  ])('min 3: %j → %s', (value, code) => {
    expect(validateMinLength(value, 3)?.code ?? null).toBe(code);
  });
  it('uses the min text', () => {
    expect(validateMinLength('a', 3)?.message).toBe(MIN_LENGTH_MESSAGE);
  });
});

describe('validateNoHtmlTags', () => {
  it.each(['<b>bold</b>', 'a<script>', '</p>', 'x <img src=x>'])('refuses %s', (value) => {
    expect(validateNoHtmlTags(value)).toEqual({ code: 'no_html_tags', message: NO_HTML_TAGS_MESSAGE });
  });
  it.each(['Smith & Sons', '1 < 2', 'a <> b', "O'Brien", ''])('accepts %s', (value) => {
    expect(validateNoHtmlTags(value)).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['johndoe@domain.com', 'first.last+tag@sub.example.co.uk', 'jörg@müller.de', "o'brien@example.ie", ''])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });
  const invalid = ['plainaddress', 'a@b', 'a@b.c', 'a..b@example.com', '.a@example.com', 'a@example.com '];
  it.each([...invalid, 'a b@example.com', 'a,b@example.com', 'a@-.com x'])('refuses %s', (value) => {
    expect(validateEmail(value)).toEqual({ code: 'email', message: EMAIL_MESSAGE });
  });
});

describe('validateUrl', () => {
  it.each(['http://example.com', 'https://www.example.co.uk/path?q=1', 'ftp://files.example.com:21/x', ' https://example.com '])('accepts %s', (value) => {
    expect(validateUrl(value)).toBeNull();
  });
  it.each(['example.com', 'www.example.com', 'mailto:a@b.com', 'http://', 'http://-bad.com', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(validateUrl(value)).toEqual({ code: 'url', message: URL_MESSAGE });
  });
});
