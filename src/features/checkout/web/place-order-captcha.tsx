import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation/messages';
import type { CaptchaType, PlaceOrderCaptcha } from '../../captcha/domain';
import { type CaptchaAnswer, CaptchaChallenge, challengeQuery, shownChallenge } from '../../captcha/web';
import { useCartRef } from '../../cart/web';

/**
 * Spec 002 §7: after repeated card refusals the order needs a captcha answer (sent as X-Captcha-Id and
 * X-Captcha). GET {cart}/place-order-captcha says whether; it is asked again after every failed order
 * (place-order.ts), as a refusal may have made it required and any answer sent used the challenge up.
 * The shopper may ask for a question instead of the picture, and back; a new challenge keeps the type chosen.
 */
export function usePlaceOrderCaptcha() {
  const ref = useCartRef();
  const [type, setType] = useState<CaptchaType>('image');
  const query = useQuery({
    queryKey: [...cartKeys.placeOrderCaptcha(ref.scope), type],
    queryFn: () => api.get<PlaceOrderCaptcha>(`${ref.path}/place-order-captcha${challengeQuery(type)}`),
    // The challenge shown stays while one of the other type is fetched, so the switch keeps its place and focus.
    placeholderData: keepPreviousData,
    enabled: ref.ready && ref.path !== null,
    // Every call draws a new challenge: never refetched behind the shopper's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  // The answer belongs to the challenge it was typed for: a new image starts empty.
  const [typed, setTyped] = useState({ challengeId: '', text: '' });
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const challenge = shownChallenge(query.data);
  const answer = challenge && typed.challengeId === challenge.id ? typed.text : '';
  return {
    challenge,
    answer,
    error: challenge && missing && !answer.trim() ? REQUIRED_MESSAGE : undefined,
    reloading: query.isFetching,
    input,
    type: (text: string) => setTyped({ challengeId: challenge?.id ?? '', text }),
    reload: () => {
      setMissing(false);
      void query.refetch();
    },
    /** A question in place of the picture, or back. */
    switchTo: (next: CaptchaType) => {
      setMissing(false);
      setType(next);
    },
    /** The answer to send with the order: none while no captcha is shown; false (the field says why) when it is missing. */
    collect: (): CaptchaAnswer | undefined | false => {
      if (!challenge) return undefined;
      if (!answer.trim()) {
        setMissing(true);
        input.current?.focus();
        return false;
      }
      return { id: challenge.id, answer };
    },
  };
}

export type PlaceOrderCaptchaState = ReturnType<typeof usePlaceOrderCaptcha>;

/** The picture or question and its labelled answer field, only while the next order needs them. */
export function PlaceOrderCaptchaField({ captcha, disabled }: { captcha: PlaceOrderCaptchaState; disabled?: boolean }) {
  const { t } = useTranslation();
  if (!captcha.challenge) return null;
  return (
    // The group's name sets it apart from the discount code's captcha, which has the same field label.
    // biome-ignore lint/a11y/useSemanticElements: a group of a picture or question, a field and buttons, not a form section with a legend.
    <div className="place-order-captcha" role="group" aria-label={t('captcha.placeOrderGroup')}>
      <CaptchaChallenge
        challenge={captcha.challenge}
        imageAlt={t('captcha.placeOrderImageAlt')}
        className="place-order-captcha-image"
        reloading={captcha.reloading}
        disabled={disabled}
        onReload={captcha.reload}
        onSwitch={captcha.switchTo}
        field={{
          ref: captcha.input,
          name: 'captcha_place_order',
          required: true,
          value: captcha.answer,
          error: captcha.error,
          onChange: (event) => captcha.type(event.target.value),
        }}
      />
    </div>
  );
}
