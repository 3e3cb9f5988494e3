import { Link } from 'react-router';
import { CHECKOUT_STEPS, type StepCode, stepHash } from './checkout-steps';

/** The steps in order: the current one marked for assistive technology, earlier ones links back. */
export function CheckoutProgress({ current }: { current: StepCode }) {
  const currentIndex = CHECKOUT_STEPS.findIndex((s) => s.code === current);
  return (
    <nav aria-label="Checkout progress" className="checkout-progress">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'active' : 'upcoming';
          const label = (
            <>
              <span className="progress-number" aria-hidden="true">
                {index + 1}
              </span>
              {step.title}
              {state === 'complete' && ' '}
              {state === 'complete' && <span className="visually-hidden">(completed)</span>}
            </>
          );
          return (
            <li key={step.code} className={`progress-step progress-${state}`} aria-current={state === 'active' ? 'step' : undefined}>
              {state === 'complete' ? <Link to={{ hash: stepHash(step.code) }}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
