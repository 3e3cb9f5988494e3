import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { TextField, type TextFieldProps } from '../../../shared/web/ui/field';
import type { CaptchaType } from '../domain';
import './captcha.css';

/** A challenge as GET …-captcha answers it while shown: a picture, or a question (`?type=question`). */
interface ShownChallenge {
  id: string;
  image?: string;
  question?: string;
}

/** The challenge the answer of a GET …-captcha shows, if any. */
export function shownChallenge(data: { shown: boolean; id?: string; image?: string; question?: string } | undefined): ShownChallenge | null {
  if (!data?.shown || !data.id || !(data.image || data.question)) return null;
  return { id: data.id, image: data.image, question: data.question };
}

/** The query asking for a challenge of the type: none for a picture (the default). */
export function challengeQuery(type: CaptchaType): string {
  return type === 'question' ? '?type=question' : '';
}

interface CaptchaChallengeProps {
  challenge: ShownChallenge;
  /** What the picture is for, in the shopper's words (WCAG 1.1.1: a captcha's text alternative names its purpose). */
  imageAlt: string;
  /** The answer field's own props; its label follows the challenge's type. */
  field: Omit<TextFieldProps, 'label'>;
  /** The row of the picture or question and its buttons (the form's own class). */
  className: string;
  /** A new challenge is on its way: the buttons wait, and keep their focus. */
  reloading: boolean;
  disabled?: boolean;
  onReload: () => void;
  onSwitch: (type: CaptchaType) => void;
}

/**
 * A captcha's answer field, its picture or question, a button for another and one for the other type
 * (WCAG 1.1.1 and 3.3.8: a second way for a shopper who cannot read the picture). The question is read
 * out as it replaces the picture (a polite live region) and describes the field; the switch stays one
 * button, so the focus stays on it.
 */
export function CaptchaChallenge({ challenge, imageAlt, field, className, reloading, disabled, onReload, onSwitch }: CaptchaChallengeProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const question = challenge.question;
  const wait = (action: () => void) => () => {
    if (!reloading) action();
  };
  return (
    <>
      <TextField
        label={question ? t('captcha.questionAnswer') : t('captcha.answer')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={question ? 'off' : 'characters'}
        inputMode={question ? 'numeric' : undefined}
        aria-describedby={question ? questionId : undefined}
        disabled={disabled}
        {...field}
      />
      <div className={`${className} captcha-challenge`}>
        <div className="captcha-shown" aria-live="polite">
          {question ? (
            <p id={questionId} className="captcha-question">
              {question}
            </p>
          ) : (
            <img src={challenge.image} alt={imageAlt} width={150} height={50} />
          )}
        </div>
        <Button variant="secondary" className="button-small" onClick={wait(onReload)} disabled={disabled} aria-disabled={reloading || undefined}>
          {question ? t('captcha.newQuestion') : t('captcha.reload')}
        </Button>
        <Button
          variant="secondary"
          className="button-small"
          onClick={wait(() => onSwitch(question ? 'image' : 'question'))}
          disabled={disabled}
          aria-disabled={reloading || undefined}
        >
          {question ? t('captcha.useImage') : t('captcha.useQuestion')}
        </Button>
      </div>
    </>
  );
}
