import type { Language } from '../../../shared/domain/i18n/languages';

/**
 * The captcha's second form for shoppers who cannot read the picture (WCAG 1.1.1 and 3.3.8): a short sum
 * asked in words of the shopper's language, answered in digits in the same field and checked as the
 * picture's code is (one challenge per form and cart, hashed, single use, same lifetime). It stops the
 * scripts that only try codes or cards; a script written to read it could, which is the price of a check
 * every shopper can pass.
 */

/** The two forms of a challenge, asked for with `?type=` on GET …/coupon-captcha and …/place-order-captcha. */
export const CAPTCHA_TYPES = ['image', 'question'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** Each term of the sum is between 1 and this number, so its answer is one or two digits. */
export const QUESTION_LARGEST_TERM = 10;

interface QuestionWords {
  /** The numbers 1 to QUESTION_LARGEST_TERM, in words. */
  numbers: readonly string[];
  /** The question, with `{a}` and `{b}` for the terms. */
  question: string;
}

const ENGLISH: QuestionWords = {
  numbers: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  question: 'What is {a} plus {b}? Answer in digits.',
};

/** Every language's words: the numbers as a shopper of that language says them, formal address as elsewhere. */
export const QUESTION_WORDS: Record<Language, QuestionWords> = {
  'en-GB': ENGLISH,
  'en-US': ENGLISH,
  cy: {
    numbers: ['un', 'dau', 'tri', 'pedwar', 'pump', 'chwech', 'saith', 'wyth', 'naw', 'deg'],
    question: 'Faint yw {a} adio {b}? Rhowch yr ateb mewn rhifau.',
  },
  fr: {
    numbers: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
    question: 'Combien font {a} plus {b}\u202f? Répondez en chiffres.',
  },
  de: {
    numbers: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
    question: 'Wie viel ist {a} plus {b}? Bitte antworten Sie in Ziffern.',
  },
  nl: {
    numbers: ['één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'],
    question: 'Hoeveel is {a} plus {b}? Geef uw antwoord in cijfers.',
  },
  'es-MX': {
    numbers: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
    question: '¿Cuánto es {a} más {b}? Responda con números.',
  },
  'pt-BR': {
    numbers: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
    question: 'Quanto é {a} mais {b}? Responda com algarismos.',
  },
};

/** A sum to ask: its terms, each 1 to QUESTION_LARGEST_TERM. */
export interface CaptchaSum {
  a: number;
  b: number;
}

/** The question in the shopper's language. */
export function captchaQuestionText(language: Language, { a, b }: CaptchaSum): string {
  const words = QUESTION_WORDS[language];
  return words.question.replace('{a}', words.numbers[a - 1]).replace('{b}', words.numbers[b - 1]);
}

/** The answer the shopper types: the sum in digits. */
export function captchaSumAnswer({ a, b }: CaptchaSum): string {
  return String(a + b);
}
