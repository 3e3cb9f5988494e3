/**
 * The attributes a category page filters on and a product page lists (not shown in the spec; ours, as a
 * vaping shop's catalogue needs them). Nicotine strength is in mg/ml, volume in ml per pod or cartridge.
 */
export const FLAVOUR_FAMILIES = ['tobacco', 'menthol', 'fruit', 'dessert', 'drinks'] as const;
export type FlavourFamily = (typeof FLAVOUR_FAMILIES)[number];

export function isFlavourFamily(value: string | null | undefined): value is FlavourFamily {
  return (FLAVOUR_FAMILIES as readonly (string | null | undefined)[]).includes(value);
}

/** Magento's input failure: a value the field cannot take. */
const INVALID_FIELD_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';

export interface InputProblem {
  message: string;
  parameters: Record<string, string | number> | string[];
}

export const invalidFieldValue = (fieldName: string, value: string): InputProblem => ({
  message: INVALID_FIELD_VALUE,
  parameters: { value, fieldName },
});
