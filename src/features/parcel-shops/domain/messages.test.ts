import * as messages from './messages';

describe('service point messages (spec 001 §2, §5, §8)', () => {
  it.each([
    ['POSTCODE_INVALID', 'Please enter a valid postal code.'],
    ['POSTCODE_REQUIRED', 'Enter postcode to search for nearest ParcelShop'],
    ['SHOP_REQUIRED', 'Please choose a ParcelShop'],
    ['MOBILE_REQUIRED', 'Please enter mobile number for notification about the package'],
    ['NO_SHOP_FOR_POSTCODE', 'No service point found for this postal code. Please enter a different postal code.'],
    ['SERVICE_UNAVAILABLE', 'Sorry! It is currently not possible to select a service point. Please refresh the page or try later.'],
    ['NO_SERVICE_POINT_AVAILABLE', 'No Service Point available, please try again'],
  ] as const)('%s reads %j', (name, text) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the table names every message; the test reads each by its name.
    expect(messages[name]).toBe(text);
  });
});
