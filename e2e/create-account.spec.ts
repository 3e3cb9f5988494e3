import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectSignedIn, gotoCreateAccount, signOut, submitCreateAccount, uniqueEmail } from './helpers/customers';
import { escapeRegExp } from './helpers/texts';

// The texts of src/shared/domain/validation/messages.ts and src/features/customers/domain/account-forms.ts.
const PASSWORD_LENGTH_MESSAGE = 'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.';
const PASSWORD_CONFIRMATION_MESSAGE = 'Please enter the same value again.';

test.describe('create an account', () => {
  test('with a strong password the new customer is signed in', async ({ page }) => {
    await gotoCreateAccount(page);
    await expectNoAxeViolations(page, 'create account page');
    const firstname = 'Robin';
    await submitCreateAccount(page, { firstname, lastname: 'Tester', email: uniqueEmail('new'), password: 'Str0ng!Passw0rd' });
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, firstname);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expectNoAxeViolations(page, 'home page after registration');
    await signOut(page);
  });

  test('a weak password is refused with the validator’s message', async ({ page }) => {
    await gotoCreateAccount(page);
    await submitCreateAccount(page, { firstname: 'Weak', lastname: 'Password', email: uniqueEmail('weak'), password: 'Ab1!' });
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(escapeRegExp(PASSWORD_LENGTH_MESSAGE)));
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([`Password: ${PASSWORD_LENGTH_MESSAGE}`]);
    await expect(page).toHaveURL(/\/customer\/account\/create$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page, 'create account page with a weak password');
  });

  test('a confirmation that differs is refused', async ({ page }) => {
    await gotoCreateAccount(page);
    await submitCreateAccount(page, {
      firstname: 'Mis',
      lastname: 'Match',
      email: uniqueEmail('mismatch'),
      password: 'Str0ng!Passw0rd',
      confirmation: 'Str0ng!Passw0rd-other',
    });
    const confirmation = page.getByLabel('Confirm Password', { exact: true });
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(PASSWORD_CONFIRMATION_MESSAGE);
    await expect(page).toHaveURL(/\/customer\/account\/create$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page, 'create account page with a mismatched confirmation');
  });
});
