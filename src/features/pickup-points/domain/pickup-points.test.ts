import {
  DEFAULT_MOBILE_PATTERNS,
  PICKUP_LOAD_FAILED,
  PICKUP_NOT_SELECTED,
  PICKUP_PHONE_INVALID,
  addressLine,
  checkPickupTelephone,
  formatDistance,
  formatOpeningHours,
  isPickupMethod,
  parseMobilePatterns,
  pickupOrderFailure,
  pickupPointSettings,
} from './index';

describe("pickup messages (spec 001 §5, §8): the spec's exact texts", () => {
  it.each([
    [PICKUP_NOT_SELECTED, 'Please select pickup'],
    [PICKUP_PHONE_INVALID, 'Please enter a valid mobile phone number'],
    [PICKUP_LOAD_FAILED, 'Unable to load pickup, please select another shipping method'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('pickup telephone rule (spec 001 §5): country prefix plus digits, matching the country pattern', () => {
  it.each([
    ['+33612345678', 'FR', '+33612345678'],
    ['+33712345678', 'FR', '+33712345678'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['+33.6.12.34.56.78', 'FR', '+33612345678'],
    ['+32470123456', 'BE', '+32470123456'],
    ['+37761234567', 'MC', '+37761234567'],
    ['+4915112345678', 'DE', '+4915112345678'],
  ])('accepts %s in %s as %s', (input, country, normalised) => {
    expect(checkPickupTelephone(input, country, DEFAULT_MOBILE_PATTERNS)).toEqual({ ok: true, telephone: normalised });
  });

  it.each([
    ['0612345678', 'FR', 'no country prefix'],
    ['+33112345678', 'FR', 'a landline'],
    ['+3361234567', 'FR', 'one digit short'],
    ['+336123456789', 'FR', 'one digit too many'],
    ['+44 7400 123456', 'FR', "another country's mobile"],
    ['+33 6 12 34 56 7a', 'FR', 'a letter'],
    ['+33(6)12345678', 'FR', 'brackets'],
    ['', 'FR', 'nothing'],
    ['+33612345678', 'MC', 'a French mobile for Monaco'],
    ['+1234', 'DE', 'too short for any country'],
  ])('refuses %s in %s (%s)', (input, country) => {
    expect(checkPickupTelephone(input, country, DEFAULT_MOBILE_PATTERNS)).toEqual({ ok: false, message: PICKUP_PHONE_INVALID });
  });

  it('follows the pattern the store configures', () => {
    const patterns = parseMobilePatterns('{"FR": "^\\\\+336\\\\d{8}$"}');
    expect(checkPickupTelephone('+33612345678', 'FR', patterns).ok).toBe(true);
    expect(checkPickupTelephone('+33712345678', 'FR', patterns).ok).toBe(false);
  });

  it.each(['not json', '[1,2]', 'null'])('falls back to the defaults when the configured patterns are %s', (json) => {
    expect(parseMobilePatterns(json)).toEqual(DEFAULT_MOBILE_PATTERNS);
  });
});

describe('the pickup method and the place-order validator (spec 001 §4, §5)', () => {
  it.each([
    ['colissimo', 'pickup', true],
    ['colissimo', 'home', false],
    ['flatrate', 'flatrate', false],
    [null, null, false],
  ])('isPickupMethod(%s, %s) is %s', (carrier, method, expected) => {
    expect(isPickupMethod(carrier, method)).toBe(expected);
  });

  it.each([
    ['the pickup method without a pickup', { carrierCode: 'colissimo', methodCode: 'pickup' }, false, PICKUP_NOT_SELECTED],
    ['the pickup method with a pickup', { carrierCode: 'colissimo', methodCode: 'pickup' }, true, null],
    ['another method without a pickup', { carrierCode: 'flatrate', methodCode: 'flatrate' }, false, null],
    ['no method yet', null, false, null],
  ])('%s → %s', (_label, method, hasPickup, expected) => {
    expect(pickupOrderFailure(method, hasPickup)).toBe(expected);
  });
});

describe('pickup settings', () => {
  it('are off by default, with the popup and reset flags on and the default patterns', () => {
    expect(pickupPointSettings.read({}).pickupPoints).toEqual({
      enabled: false,
      openPopupAutomatically: true,
      resetOnOtherMethod: true,
      mobilePatterns: DEFAULT_MOBILE_PATTERNS,
    });
  });

  it('read the store values', () => {
    const settings = pickupPointSettings.read({
      'colissimo/pickup/active': '1',
      'colissimo/pickup/open_popup_automatically': '0',
      'colissimo/pickup/reset_on_other_method': '0',
    }).pickupPoints;
    expect(settings).toMatchObject({ enabled: true, openPopupAutomatically: false, resetOnOtherMethod: false });
  });
});

describe('pickup point formatting', () => {
  it.each([
    ['09:00-12:30 13:30-18:00', '09:00–12:30, 13:30–18:00'],
    ['09:00-12:30 00:00-00:00', '09:00–12:30'],
    ['00:00-00:00 00:00-00:00', 'Closed'],
  ])('opening hours %s → %s', (hours, expected) => expect(formatOpeningHours(hours)).toBe(expected));

  it('joins the address lines it has', () => {
    expect(addressLine({ adresse1: '101 PORTE BERGER', adresse2: 'FORUM DES HALLES', adresse3: '' })).toBe('101 PORTE BERGER, FORUM DES HALLES');
  });

  it.each([
    [350, '350 m'],
    [1234, '1.2 km'],
  ])('distance %i → %s', (metres, expected) => expect(formatDistance(metres)).toBe(expected));
});
