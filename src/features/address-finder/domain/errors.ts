import type { ErrorItem } from './types';

/**
 * Loqate's error items (HTTP 200, `Items: [{Error, Description, Cause, Resolution}]`). The general
 * ones keep Loqate's numbers; the 1000s are per call, as Loqate numbers them.
 */
const FINDER_ERRORS = {
  unknown: { Error: '-1', Description: 'Unknown error', Cause: 'An unknown error has occurred.', Resolution: 'Optional: Please try again later.' },
  unknownKey: {
    Error: '2',
    Description: 'Unknown key',
    Cause: 'The key you are using to access the service was not found.',
    Resolution: 'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
  },
  textOrContainerRequired: {
    Error: '1001',
    Description: 'Text or Container Required',
    Cause: 'The Text or Container parameters were not supplied.',
    Resolution: 'Please check that you supply the Text or Container parameters and try again.',
  },
  idInvalid: {
    Error: '1001',
    Description: 'Id Invalid',
    Cause: 'The Id parameter supplied was invalid.',
    Resolution: 'Try again, using only IDs from the Find services.',
  },
  coordinatesInvalid: {
    Error: '1001',
    Description: 'Coordinates Invalid',
    Cause: 'The Latitude and Longitude parameters must be numbers within range.',
    Resolution: 'Please check the Latitude (-90 to 90) and Longitude (-180 to 180) and try again.',
  },
  utilityTextInvalid: {
    Error: '1001',
    Description: 'Text Invalid',
    Cause: 'The Text parameter must hold the meter point number.',
    Resolution: 'Please supply the meter point number (digits only) and try again.',
  },
  utilityTypeInvalid: {
    Error: '1002',
    Description: 'UtilCodeType Invalid',
    Cause: 'The UtilCodeType parameter was not recognised.',
    Resolution: 'Please use MPAN or MPRN and try again.',
  },
  parameterInvalid: {
    Error: '1003',
    Description: 'Parameter Invalid',
    Cause: 'One of the parameters was not valid.',
    Resolution: 'Please check the parameters and try again.',
  },
} as const satisfies Record<string, ErrorItem>;

export type FinderErrorCode = keyof typeof FINDER_ERRORS;

/** An error item naming the parameter at fault in its Cause, where one is known. */
export function finderError(code: FinderErrorCode, parameter?: string): ErrorItem {
  const item = FINDER_ERRORS[code];
  return parameter && code === 'parameterInvalid' ? { ...item, Cause: `The ${parameter} parameter was not valid.` } : { ...item };
}
