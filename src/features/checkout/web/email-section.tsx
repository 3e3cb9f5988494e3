import { type KeyboardEvent, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation';
import { paths } from '../../../shared/web/routes';
import { useLogin } from '../../customers/web';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useEmailTaken } from './email-availability';

export interface EmailSectionProps {
  field: UseFormRegisterReturn;
  email: string;
  error?: string;
  /** Called just before signing in here, so the page can keep what the shopper typed. */
  onBeforeLogin?: () => void;
}

/**
 * The guest's email. Once it is known to belong to an account, the shopper may log in here
 * (the guest basket joins theirs) or simply carry on as a guest.
 */
export function EmailSection({ field, email, error, onBeforeLogin }: EmailSectionProps) {
  const { t } = useTranslation();
  const taken = useEmailTaken(email, true);
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  const signIn = () => {
    if (login.isPending) return;
    if (!password) {
      setPasswordError(REQUIRED_MESSAGE);
      return;
    }
    setPasswordError(undefined);
    onBeforeLogin?.();
    login.mutate({ username: email.trim(), password });
  };
  // Enter in the password field logs in rather than submitting the delivery form around it.
  const onPasswordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    signIn();
  };

  return (
    <section className="checkout-email" aria-label={t('checkout.email.region')}>
      <TextField
        id="customer-email"
        label={t('checkout.email.label')}
        type="email"
        autoComplete="email"
        required
        error={error}
        hint={t('checkout.email.createAccountLater')}
        {...field}
      />
      {taken && (
        <div className="login-prompt">
          <Message kind="info">{t('checkout.email.accountExists')}</Message>
          <TextField
            id="customer-password"
            label={t('checkout.email.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(e) => setPassword(e.target.value)}
            onKeyDown={onPasswordKey}
          />
          <div className="actions">
            <Button onClick={signIn} disabled={login.isPending}>
              {t('checkout.email.login')}
            </Button>
            <Link to={paths.forgotPassword}>{t('checkout.email.forgotPassword')}</Link>
          </div>
          <ErrorMessage error={login.error} />
        </div>
      )}
    </section>
  );
}
