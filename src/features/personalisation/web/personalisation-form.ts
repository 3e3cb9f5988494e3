import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { PersonalisationOptions } from '../../../shared/web/api/types';
import { type PersonalisationRecord, personalisationSchema } from '../domain';

/** The engraving fields as the form holds them: every control's current text. */
export interface PersonalisationDraft {
  front: { text: string; typeface: string; orientation: string; pattern: string; icon: string };
  back: { text: string; typeface: string; orientation: string };
}

/** What the form hands over once valid: the engraving, or undefined when the shopper left it out. */
export interface PersonalisationFormOutput {
  personalisation: PersonalisationRecord | undefined;
}

/** Pattern and icon "None" are no pattern or icon: they are not sent. */
export const NO_CHOICE = 'None';

/** The controls start on the first typeface and orientation, and no pattern or icon. */
export function emptyDraft(options: PersonalisationOptions): PersonalisationDraft {
  const typeface = options.typefaces[0] ?? '';
  const orientation = options.orientations[0] ?? '';
  return {
    front: { text: '', typeface, orientation, pattern: NO_CHOICE, icon: NO_CHOICE },
    back: { text: '', typeface, orientation },
  };
}

/**
 * The engraving to validate and send. A side the shopper did not touch (no text, the controls as they
 * started) is left out; when neither side is touched there is no engraving at all.
 */
export function draftToInput(draft: PersonalisationDraft, start: PersonalisationDraft): Record<string, unknown> | undefined {
  const touched = (now: Record<string, string>, then: Record<string, string>) =>
    now.text.trim() !== '' || Object.keys(then).some((k) => k !== 'text' && now[k] !== then[k]);
  const chosen = (value: string) => (value && value !== NO_CHOICE ? value : undefined);
  const front = touched(draft.front, start.front)
    ? {
        text: draft.front.text,
        typeface: draft.front.typeface,
        orientation: draft.front.orientation,
        ...(chosen(draft.front.pattern) ? { pattern: draft.front.pattern } : {}),
        ...(chosen(draft.front.icon) ? { icon: draft.front.icon } : {}),
      }
    : undefined;
  const back = touched(draft.back, start.back) ? { text: draft.back.text, typeface: draft.back.typeface, orientation: draft.back.orientation } : undefined;
  if (!front && !back) return undefined;
  return { ...(front ? { front } : {}), ...(back ? { back } : {}) };
}

/**
 * A react-hook-form resolver running the domain's personalisationSchema (the server's own check), so
 * the browser shows the same messages under the same fields (`front.text`, `back.typeface`…).
 */
export function personalisationResolver(start: PersonalisationDraft): Resolver<PersonalisationDraft, unknown, PersonalisationFormOutput> {
  type Result = ResolverResult<PersonalisationDraft, PersonalisationFormOutput>;
  const valid = (personalisation: PersonalisationRecord | undefined): Result => ({ values: { personalisation }, errors: {} });
  return async (values): Promise<Result> => {
    const input = draftToInput(values, start);
    if (!input) return valid(undefined);
    const result = personalisationSchema.safeParse(input);
    if (result.success) return valid(result.data);
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const issue of result.error.issues) {
      const [side, field] = issue.path.map(String);
      // A whole-engraving issue (neither side) cannot happen once a side is touched; shown on the front text.
      const at = side === 'front' || side === 'back' ? side : 'front';
      const key = field ?? 'text';
      errors[at] ??= {};
      errors[at][key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<PersonalisationDraft> };
  };
}
