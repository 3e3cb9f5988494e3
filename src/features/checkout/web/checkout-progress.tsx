import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutStep, StepCode } from './checkout-steps';
import { stepHash } from './checkout-steps';

/** Each step's name as the shopper reads it (the registry's titles are the spec's English). */
const STEP_TITLES = {
  shipping: 'checkout.step.shipping',
  payment: 'checkout.step.payment',
  ageVerification: 'checkout.step.ageVerification',
} as const satisfies Record<StepCode, string>;

/** The steps in sort order: the current one marked for assistive technology, earlier ones links back. */
export function CheckoutProgress({ steps, current }: { steps: readonly CheckoutStep[]; current: StepCode }) {
  const { t } = useTranslation();
  const currentIndex = steps.findIndex((s) => s.code === current);
  return (
    <nav aria-label={t('checkout.progressNav')} className="checkout-progress">
      <ol>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'active' : 'upcoming';
          const label = (
            <>
              <span className="progress-number" aria-hidden="true">
                {index + 1}
              </span>
              {t(STEP_TITLES[step.code])}
              {state === 'complete' && ' '}
              {state === 'complete' && <span className="visually-hidden">{t('checkout.completed')}</span>}
            </>
          );
          return (
            <li key={step.code} className={`progress-step progress-${state}`} aria-current={state === 'active' ? 'step' : undefined}>
              {state === 'complete' ? (
                <Link to={{ hash: stepHash(step.code) }} onClick={() => step.navigate()}>
                  {label}
                </Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
