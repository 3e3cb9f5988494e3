// What the shipping step validates with: zod's resolver and the step's schema. Loaded once the step has
// painted (see use-shipping-form.ts): zod is 77 KB, and drawing the form does not need it.
export { zodResolver } from '@hookform/resolvers/zod';
export { shippingFormSchema } from '../domain/address-form-schema';
