import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll } from './helpers/layout';

// Issue 30: the UK store's legal pages in the language its shopper chose. Cymraeg chosen in the footer's
// Language, the terms page opened from the footer reads in Welsh (src/db/seed-welsh-content.ts), the page
// saying so; English chosen again, the same page reads in English (src/db/seed-legal-pages.ts).

test('the UK store’s terms in Welsh once Cymraeg is chosen in the footer, and in English again after @mobile', async ({ page }, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto('/delivery-policy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Policy', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');

  await test.step('Cymraeg chosen in the footer: the page reloads in Welsh, its content too', async () => {
    await footer.getByRole('combobox', { name: 'Language', exact: true }).selectOption('cy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('heading', { level: 1, name: 'Polisi Danfon', exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Rydym yn danfon i gyfeiriadau yn y Deyrnas Unedig.');
  });

  await test.step('the terms opened from the footer’s legal links read in Welsh', async () => {
    const legal = footer.getByRole('navigation', { name: 'Gwybodaeth gyfreithiol', exact: true });
    await legal.getByRole('link', { name: 'Telerau ac Amodau', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Telerau ac Amodau', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Telerau ac Amodau | Vype');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Oedran', exact: true })).toBeVisible();
    await expect(main).toContainText(
      'Mae ein cynhyrchion yn cynnwys nicotin a dim ond i oedolion 18 oed neu hŷn y cânt eu gwerthu. Rydym yn gwirio oedran pob prynwr cyn anfon archeb, a gallwn ofyn i chi am brawf oedran.',
    );
    await expect(main.getByRole('link', { name: 'polisi dychwelyd', exact: true })).toHaveAttribute('href', '/returns-policy');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'uk terms in Welsh');
    await page.screenshot({ path: testInfo.outputPath(`cy-terms-${width}.png`), fullPage: true });
  });

  await test.step('the returns policy the terms link to is Welsh too, naming the law in English', async () => {
    await page.getByRole('main').getByRole('link', { name: 'polisi dychwelyd', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Polisi Dychwelyd', exact: true })).toBeVisible();
    const law = page.getByRole('main').getByText('Consumer Contracts Regulations 2013', { exact: true });
    await expect(law).toHaveAttribute('lang', 'en-GB');
  });

  await test.step('English chosen again: the terms read in English', async () => {
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Gwybodaeth gyfreithiol', exact: true })
      .getByRole('link', { name: 'Telerau ac Amodau' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Telerau ac Amodau', exact: true })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Iaith', exact: true }).selectOption('en-GB');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Terms and Conditions | Vype');
    await expect(page.getByRole('main')).toContainText('These terms apply to every order placed on this website. By placing an order you accept them.');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal information', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'uk terms in English');
  });
});
