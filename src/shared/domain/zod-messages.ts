import { z } from 'zod';
import { MAX_LENGTH_MESSAGE, REQUIRED_MESSAGE } from './validation/messages';

/**
 * Zod's default texts are for developers; shoppers get the shop's fixed messages. Called once by each
 * entry point (server app, browser app) so both sides say the same thing for the same mistake.
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED_MESSAGE;
      if (issue.code === 'too_big' && issue.origin === 'string') return MAX_LENGTH_MESSAGE.replace('%1', String(issue.maximum));
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return REQUIRED_MESSAGE;
      return undefined;
    },
  });
}
