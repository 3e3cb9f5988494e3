import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { type TranslateMessage, untranslated } from '../domain/i18n/message-catalogue';
import { formatMessage, ruleFailureText } from '../domain/validation/rule-failure';
import { type ZodIssueLike, zodIssueToRuleFailure } from '../domain/validation/zod-issues';

const INVALID_INPUT = 'Invalid input.';

/**
 * The first schema failure as Magento's error body, naming the field that failed, in the reader's words.
 * A schema's text is often its rule's template already filled in ('… less or equal than 255 symbols.'):
 * then the template is translated and filled in again, so the catalogue keeps one phrase per rule.
 */
export function validationFailure(
  errors: ZodFastifySchemaValidationError[],
  translate: TranslateMessage = untranslated,
): { message: string; parameters: { fieldName: string } } {
  const first = errors[0];
  const fieldName = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? INVALID_INPUT;
  const issue = { ...first.params, code: first.keyword, message, path: [] } as unknown as ZodIssueLike;
  const rule = zodIssueToRuleFailure(issue);
  const localised = ruleFailureText(rule) === message ? formatMessage(translate(rule.message), rule.parameters) : translate(message);
  return { message: localised, parameters: { fieldName } };
}
