import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

/** The first schema failure as Magento's error body, naming the field that failed. */
export function validationFailure(errors: ZodFastifySchemaValidationError[]): { message: string; parameters: { fieldName: string } } {
  const first = errors[0];
  const fieldName = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return { message: first.message ?? 'Invalid input.', parameters: { fieldName } };
}
