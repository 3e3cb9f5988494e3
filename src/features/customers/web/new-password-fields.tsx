import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CUSTOMER_PASSWORD_POLICY } from '../../../shared/domain/validation/password-rules';
import { TextField } from '../../../shared/web/ui/field';

export interface NewPasswordFieldsProps {
  /** The password field's id; the confirmation's is the same with `-confirmation`. */
  id: string;
  /** 'New Password' where a password is replaced; 'Password' on the registration. */
  replacing: boolean;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
}

/** The strength rule under a new password's field: the store default's policy, the one the forms check (the server answers with its own if it differs). */
export function useNewPasswordHint(): string {
  const { t } = useTranslation();
  const { minLength, requiredClasses } = DEFAULT_CUSTOMER_PASSWORD_POLICY;
  return t('register.passwordHint', { length: minLength, classes: requiredClasses });
}

/**
 * A new password and its confirmation, the strength rule under the first (the account forms' schemas
 * check both): the registration, the reset link's page and My account's password change.
 */
export function NewPasswordFields({ id, replacing, password, confirmation, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const hint = useNewPasswordHint();
  return (
    <>
      <TextField
        id={id}
        label={replacing ? t('register.newPassword') : t('login.password')}
        type="password"
        required
        autoComplete="new-password"
        hint={hint}
        error={errors.password}
        {...password}
      />
      <TextField
        id={`${id}-confirmation`}
        label={replacing ? t('register.confirmNewPassword') : t('register.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
