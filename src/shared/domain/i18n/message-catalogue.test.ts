import { describe, expect, it } from 'vitest';
import french from './messages/fr.json' with { type: 'json' };
import { finishedMessageTranslator } from './message-catalogue';

describe('finishedMessageTranslator (a rule’s message as the browser shows it)', () => {
  const toFrench = finishedMessageTranslator(french);

  it('translates a fixed message', () => {
    expect(toFrench('This is a required field.')).toBe('Ce champ est obligatoire.');
  });

  it('finds a message with its values in place by its pattern, and puts the values in the translation', () => {
    expect(toFrench('Please enter less or equal than 255 symbols.')).toBe('Veuillez saisir au maximum 255 caractères.');
  });

  it('finds every message with placeholders, however many come before it in the catalogue', () => {
    const withValues = Object.keys(french).filter((source) => /%\w+|\{\w+\}/.test(source));
    expect(withValues.length).toBeGreaterThan(10);
    for (const source of withValues) {
      const finished = source.replace(/%\w+|\{\w+\}/g, 'X7');
      expect(toFrench(finished), source).not.toBe(finished);
    }
  });

  it('leaves a text it does not know, or one already translated, as it is', () => {
    expect(toFrench('Ce champ est obligatoire.')).toBe('Ce champ est obligatoire.');
    expect(toFrench('A message of the store’s own')).toBe('A message of the store’s own');
  });
});
