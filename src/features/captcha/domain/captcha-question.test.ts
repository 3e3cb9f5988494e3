import { LANGUAGES } from '../../../shared/domain/i18n/languages';
import { QUESTION_LARGEST_TERM, QUESTION_WORDS, captchaQuestionText, captchaSumAnswer } from './captcha-question';

describe('the captcha question', () => {
  it.each([...LANGUAGES])('%s has every number in words, and a question asking for both terms', (language) => {
    const words = QUESTION_WORDS[language];
    expect(words.numbers).toHaveLength(QUESTION_LARGEST_TERM);
    expect(new Set(words.numbers).size).toBe(QUESTION_LARGEST_TERM);
    expect(words.question.match(/\{a\}|\{b\}/g)).toEqual(['{a}', '{b}']);
  });

  it.each([
    ['en-GB', { a: 4, b: 3 }, 'What is four plus three? Answer in digits.'],
    ['en-US', { a: 10, b: 1 }, 'What is ten plus one? Answer in digits.'],
    ['cy', { a: 2, b: 5 }, 'Faint yw dau adio pump? Rhowch yr ateb mewn rhifau.'],
    ['fr', { a: 4, b: 3 }, 'Combien font quatre plus trois\u202f? Répondez en chiffres.'],
    ['de', { a: 5, b: 7 }, 'Wie viel ist fünf plus sieben? Bitte antworten Sie in Ziffern.'],
    ['nl', { a: 1, b: 9 }, 'Hoeveel is één plus negen? Geef uw antwoord in cijfers.'],
    ['es-MX', { a: 6, b: 8 }, '¿Cuánto es seis más ocho? Responda con números.'],
    ['pt-BR', { a: 3, b: 2 }, 'Quanto é três mais dois? Responda com algarismos.'],
  ] as const)('in %s asks %j as %j', (language, sum, text) => {
    expect(captchaQuestionText(language, sum)).toBe(text);
  });

  it('is answered with the sum in digits', () => {
    expect(captchaSumAnswer({ a: 4, b: 3 })).toBe('7');
    expect(captchaSumAnswer({ a: 10, b: 10 })).toBe('20');
  });
});
