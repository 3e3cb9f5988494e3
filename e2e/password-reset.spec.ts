import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { gotoLogin, login, uniqueEmail } from './helpers/customers';
import { emailTo } from './helpers/inbox';

test('@mobile forgot password: the e-mail’s link sets a new password, which then signs in', async ({ page }) => {
  const account = { email: uniqueEmail('reset'), password: 'Password123!', firstname: 'Rita' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: account.firstname, lastname: 'Reset' }, password: account.password },
  });
  expect(created.status()).toBe(200);

  await gotoLogin(page);
  await page.getByRole('link', { name: 'Forgot Your Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(
    page.getByText(`If there is an account associated with ${account.email} you will receive an email with a link to reset your password.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password sent');

  const email = await emailTo(account.email, 'Reset your Vype password');
  const link = /https?:\/\/\S+\/customer\/account\/createPassword\?token=[\w-]+/.exec(email.text)?.[0];
  expect(link, email.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await expectNoAxeViolations(page, 'set a new password');
  const newPassword = 'Brand-New-9!';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set a New Password' }).click();
  await expect(page.getByText('You updated your password.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'password updated');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('Another-One-8!');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-One-8!');
  await page.getByRole('button', { name: 'Set a New Password' }).click();
  await expect(page.getByText('The password token is mismatched. Reset and try again.')).toBeVisible();

  await gotoLogin(page);
  await login(page, { ...account, password: newPassword });
});
