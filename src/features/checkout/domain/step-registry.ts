/** One checkout step as the page registers it (spec 001 §2). */
export interface CheckoutStepDefinition<Code extends string = string> {
  code: Code;
  /** The hash alias a shopper may also arrive by (Magento's step alias). */
  alias: string;
  title: string;
  sortOrder: number;
  /** Whether the step takes part for this shopper (age verification only when they must verify). */
  isVisible: () => boolean;
  /** Run when the shopper navigates to the step (the shipping step drops unsaved billing edits). */
  navigate: () => void;
}

export const DUPLICATE_STEP_MESSAGE = 'A checkout step with code "%1" is already registered.';

/**
 * The checkout's steps in sort order. Registering a code twice is a programming error, so it throws
 * instead of silently replacing a step.
 */
export class StepRegistry<Code extends string = string> {
  private readonly steps: CheckoutStepDefinition<Code>[] = [];

  register(step: CheckoutStepDefinition<Code>): this {
    if (this.steps.some((s) => s.code === step.code)) throw new Error(DUPLICATE_STEP_MESSAGE.replace('%1', step.code));
    this.steps.push(step);
    this.steps.sort((a, b) => a.sortOrder - b.sortOrder);
    return this;
  }

  /** The visible steps, in sort order. */
  list(): CheckoutStepDefinition<Code>[] {
    return this.steps.filter((s) => s.isVisible());
  }

  /** The step a hash names, by code or alias; undefined for an unknown hash. */
  find(hash: string): CheckoutStepDefinition<Code> | undefined {
    const name = hash.replace(/^#/, '');
    return this.list().find((s) => s.code === name || s.alias === name);
  }

  first(): CheckoutStepDefinition<Code> | undefined {
    return this.list()[0];
  }

  /** The step after `code`, or undefined after the last. */
  next(code: Code): CheckoutStepDefinition<Code> | undefined {
    const steps = this.list();
    return steps[steps.findIndex((s) => s.code === code) + 1];
  }

  indexOf(code: Code): number {
    return this.list().findIndex((s) => s.code === code);
  }
}

/** Spec 001 §2 sort orders: shipping 10, age verification 25 (when the shopper must verify), then payment. */
export const STEP_SORT_ORDER = { shipping: 10, ageVerification: 25, payment: 30 } as const;
export type StepCode = keyof typeof STEP_SORT_ORDER;

/** One-step layout (spec 001 §2): merged step count, 1 for a virtual basket, else 2. */
export function mergedStepCount(isVirtual: boolean): number {
  return isVirtual ? 1 : 2;
}
