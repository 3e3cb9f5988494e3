import { expect, test } from '@playwright/test';
import { REQUIRED_MESSAGE } from '../src/shared/domain/validation';
import { expectNoAxeViolations } from './helpers/axe';
import { shopRuleText, shopText } from './helpers/texts';

// The registration form's fields as they show (their labels' keys), each the summary's link target.
const FIELDS = [
  { id: 'create-firstname', label: 'register.firstName' },
  { id: 'create-lastname', label: 'register.lastName' },
  { id: 'create-email', label: 'login.email' },
  { id: 'create-password', label: 'login.password' },
  { id: 'create-password-confirmation', label: 'register.confirmPassword' },
];
const FIELD_IDS = FIELDS.map((field) => field.id);

for (const { store, language } of [
  { store: 'uk', language: 'en-GB' },
  { store: 'fr', language: 'fr-FR' },
]) {
  test(`the ${store} registration form sent empty opens with the error summary, focused, its links leading to the fields`, async ({ page }) => {
    await page.goto(`/customer/account/create?___store=${store}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: await shopText(page, 'register.title'), exact: true })).toBeVisible();
    const form = page.getByRole('main').locator('form');
    const summary = page.getByRole('alert', { name: await shopText(page, 'common.errorSummary.title'), exact: true });
    await expect(summary).toHaveCount(0);

    await page.getByRole('button', { name: await shopText(page, 'header.createAccount'), exact: true }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText(await shopText(page, 'common.errorSummary.title'));
    // The summary sits at the top of the form, a link per required field in the order they show, each
    // naming its field (WCAG 2.4.4: 'First Name: This is a required field.', not the same text five times).
    await expect(form.locator(':scope > :first-child')).toHaveAttribute('role', 'alert');
    const links = summary.getByRole('link');
    const required = await shopRuleText(page, REQUIRED_MESSAGE);
    const linkTexts = await Promise.all(
      FIELDS.map(async ({ label }) => shopText(page, 'common.errorSummary.link', { label: await shopText(page, label), message: required })),
    );
    expect(new Set(linkTexts).size).toBe(FIELDS.length);
    await expect(links).toHaveText(linkTexts);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(FIELD_IDS.map((id) => `#${id}`));
    const firstName = page.getByRole('textbox', { name: await shopText(page, 'register.firstName'), exact: true });
    await expect(firstName).toHaveAccessibleDescription(required);
    await expectNoAxeViolations(page, `${store} registration form's error summary`);

    // From the keyboard: the first link, Enter, and the focus is on the first name, its label in view.
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstName).toBeFocused();
    await expect(page.locator('label[for="create-firstname"]')).toBeInViewport();
    await expect(page).not.toHaveURL(/#/);

    // The summary follows the corrections and goes with the last error.
    await firstName.fill('Camille');
    await expect(links).toHaveCount(FIELD_IDS.length - 1);
    await expectNoAxeViolations(page, `${store} registration form's error summary, one field corrected`);
    await page.getByRole('textbox', { name: await shopText(page, 'register.lastName'), exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: await shopText(page, 'login.email'), exact: true }).fill('camille.martin@example.com');
    await page.getByLabel(await shopText(page, 'login.password'), { exact: true }).fill('Str0ng!Passw0rd');
    await page.getByLabel(await shopText(page, 'register.confirmPassword'), { exact: true }).fill('Str0ng!Passw0rd');
    await expect(summary).toHaveCount(0);
  });
}
