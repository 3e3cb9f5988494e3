import { CUSTOMER_PASSWORD_CLASSES_MESSAGE, CUSTOMER_PASSWORD_LENGTH_MESSAGE, PASSWORD_MESSAGE, STAFF_PASSWORD_MESSAGE } from './messages';
import {
  countPasswordCharacterClasses,
  DEFAULT_CUSTOMER_PASSWORD_POLICY,
  validateCustomerPassword,
  validatePassword,
  validateStaffPassword,
} from './password-rules';

describe('validatePassword (6 or more)', () => {
  it.each(['secret', '123456', '  abcdef  ', ''])('accepts %j', (value) => {
    expect(validatePassword(value)).toBeNull();
  });
  it.each(['abcde', '  abcde  ', 'a'])('refuses %j', (value) => {
    expect(validatePassword(value)).toEqual({ code: 'password_length', message: PASSWORD_MESSAGE });
  });
});

describe('countPasswordCharacterClasses', () => {
  it.each([
    ['abc', 1],
    ['abcDEF', 2],
    ['abcDEF123', 3],
    ['aB1!', 4],
    ['£££', 1],
  ])('%s has %i', (value, count) => {
    expect(countPasswordCharacterClasses(value)).toBe(count);
  });
});

describe('validateCustomerPassword', () => {
  it('defaults to Magento (8 characters, 3 classes)', () => {
    expect(DEFAULT_CUSTOMER_PASSWORD_POLICY).toEqual({ minLength: 8, requiredClasses: 3 });
  });
  it.each([
    ['Abcdef12', null],
    ['abcdef1!', null],
    ['Abc1!', 'customer_password_length'],
    ['  Abc12  ', 'customer_password_length'],
    ['abcdefgh', 'customer_password_classes'],
    ['abcdefg1', 'customer_password_classes'],
    ['', null],
  ])('default policy: %j → %s', (value, code) => {
    expect(validateCustomerPassword(value)?.code ?? null).toBe(code);
  });
  it('reports the configured values', () => {
    const policy = { minLength: 10, requiredClasses: 4 };
    expect(validateCustomerPassword('Abcdef12!', policy)).toEqual({
      code: 'customer_password_length',
      message: CUSTOMER_PASSWORD_LENGTH_MESSAGE,
      parameters: { '1': 10 },
    });
    expect(validateCustomerPassword('Abcdefgh123', policy)).toEqual({
      code: 'customer_password_classes',
      message: CUSTOMER_PASSWORD_CLASSES_MESSAGE,
      parameters: { '1': 4 },
    });
    expect(validateCustomerPassword('Abcdefgh12!', policy)).toBeNull();
  });
});

describe('validateStaffPassword (7+, letters and digits)', () => {
  it.each(['abcdef1', 'ABCDEF1', '1234567a', ''])('accepts %j', (value) => {
    expect(validateStaffPassword(value)).toBeNull();
  });
  it.each(['abc123', 'abcdefgh', '12345678', '  abc12  ', '!!!!!!!'])('refuses %j', (value) => {
    expect(validateStaffPassword(value)).toEqual({ code: 'staff_password', message: STAFF_PASSWORD_MESSAGE });
  });
});
