import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, genericFailure } from '../../../shared/web/api/client';
import type { Totals } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { useAfterFirstPaint } from '../../../shared/web/after-first-paint';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { Message } from '../../../shared/web/ui/message';
import type { CaptchaType } from '../../captcha/domain';
import { CaptchaChallenge, shownChallenge } from '../../captcha/web';
import { useApplyCoupon, useCancelCoupon, useCouponCaptcha } from './coupon-api';

import './coupons.css';

const REQUIRED_TEXT = 'This is a required field.';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : genericFailure();
}

/**
 * 'Apply Discount Code' (spec 000 §4 "Discount code"): applied means the totals carry a coupon_code.
 * While none is applied a captcha is shown; it is enforced by the server after repeated failures.
 */
export function DiscountCode({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const ref = useCartRef();
  const appliedCode = totals.coupon_code || null;
  const applied = appliedCode !== null;
  const headingId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [captchaType, setCaptchaType] = useState<CaptchaType>('image');
  // Whether a challenge shows is asked once the page has painted: it shows only after repeated failures.
  const painted = useAfterFirstPaint();
  const captcha = useCouponCaptcha(ref, !applied && painted, captchaType);
  const apply = useApplyCoupon(ref);
  const cancel = useCancelCoupon(ref);
  const busy = apply.isPending || cancel.isPending;
  const challenge = applied ? null : shownChallenge(captcha.data);
  const required = Boolean(captcha.data?.required);

  const clearAnswer = () => {
    setAnswer('');
    setAnswerError(undefined);
  };
  const reloadCaptcha = () => {
    clearAnswer();
    void captcha.refetch();
  };
  const switchCaptcha = (type: CaptchaType) => {
    clearAnswer();
    setCaptchaType(type);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFeedback(null);
    if (applied) {
      cancel.mutate(undefined, {
        onSuccess: () => {
          setCode('');
          setFeedback({ kind: 'success', text: t('basket.coupon.removed') });
          reloadCaptcha();
        },
        onError: (error) => setFeedback({ kind: 'error', text: errorText(error) }),
      });
      return;
    }
    const trimmed = code.trim();
    const missingCode = trimmed === '';
    const missingAnswer = Boolean(challenge) && required && answer.trim() === '';
    setCodeError(missingCode ? REQUIRED_TEXT : undefined);
    setAnswerError(missingAnswer ? REQUIRED_TEXT : undefined);
    if (missingCode || missingAnswer) return;
    apply.mutate(
      { code: trimmed, captcha: challenge ? { id: challenge.id, answer } : undefined },
      {
        onSuccess: () => {
          setAnswer('');
          setFeedback({ kind: 'success', text: t('basket.coupon.applied') });
        },
        onError: (error) => {
          setFeedback({ kind: 'error', text: errorText(error) });
          reloadCaptcha();
        },
      },
    );
  };

  return (
    <section className="discount-code" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('basket.coupon.heading')}</h3>
      <div className="discount-messages">{feedback && <Message kind={feedback.kind}>{feedback.text}</Message>}</div>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <TextField
          label={t('basket.coupon.label')}
          name="coupon_code"
          autoComplete="off"
          value={applied ? appliedCode : code}
          disabled={applied}
          error={applied ? undefined : codeError}
          onChange={(e) => {
            setCode(e.target.value);
            if (codeError && e.target.value.trim()) setCodeError(undefined);
          }}
        />
        {challenge && (
          <div className="coupon-captcha">
            <CaptchaChallenge
              challenge={challenge}
              imageAlt={t('captcha.couponImageAlt')}
              className="coupon-captcha-image"
              reloading={captcha.isFetching}
              onReload={reloadCaptcha}
              onSwitch={switchCaptcha}
              field={{
                name: 'captcha',
                required,
                value: answer,
                error: answerError,
                onChange: (e) => {
                  setAnswer(e.target.value);
                  if (answerError && e.target.value.trim()) setAnswerError(undefined);
                },
              }}
            />
          </div>
        )}
        <Button type="submit" variant={applied ? 'secondary' : 'primary'} disabled={busy} aria-busy={busy || undefined}>
          {applied ? t('basket.coupon.cancel') : t('basket.coupon.apply')}
        </Button>
      </form>
    </section>
  );
}
