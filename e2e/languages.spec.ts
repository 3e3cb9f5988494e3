import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { BASKET_PRODUCTS, type StoreCode, seedGuestBasket } from './helpers/basket';
import { proceedToCheckout } from './helpers/cart';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

// Issue 30: every store speaks its language. The basket, the header and the footer of the French and
// German stores in their own words, with the page's `lang` set by the server before any script runs, and
// only that language's catalogue downloaded.

const { crispMint } = BASKET_PRODUCTS;

/** The catalogue chunks the page fetched (`/assets/fr-….js`), by language. */
function catalogueDownloads(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(en-GB|cy|fr|de|nl|en-US|es-MX|pt-BR)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) languages.push(match[1]);
  });
  return languages;
}

interface StoreWords {
  store: StoreCode;
  lang: string;
  catalogue: string;
  basket: string;
  basketOneItem: string;
  linesLabel: string;
  checkout: string;
  update: string;
  shopIn: string;
  healthWarning: string;
  signIn: string;
  coupon: string;
  estimate: string;
  /** The Crisp Mint pods as the store's catalogue names them. */
  pods: string;
  /** A price as the store writes it. */
  price: RegExp;
}

const FRENCH: StoreWords = {
  store: 'fr',
  lang: 'fr-FR',
  catalogue: 'fr',
  basket: 'Panier',
  basketOneItem: 'Panier, 1 article',
  linesLabel: 'Articles de votre panier',
  checkout: 'Valider mon panier',
  update: 'Mettre à jour le panier',
  shopIn: 'Pays',
  healthWarning: 'Ce produit contient de la nicotine, substance qui crée une forte dépendance.',
  signIn: 'Se connecter',
  coupon: 'Code promo',
  estimate: 'Estimer la livraison et les taxes',
  pods: 'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)',
  price: /^\d+,\d{2}\u00a0€$/,
};

const GERMAN: StoreWords = {
  store: 'de',
  lang: 'de-DE',
  catalogue: 'de',
  basket: 'Warenkorb',
  basketOneItem: 'Warenkorb, 1 Artikel',
  linesLabel: 'Artikel in Ihrem Warenkorb',
  checkout: 'Zur Kasse',
  update: 'Warenkorb aktualisieren',
  shopIn: 'Land',
  healthWarning: 'Dieses Produkt enthält Nikotin: einen Stoff, der sehr stark abhängig macht.',
  signIn: 'Anmelden',
  coupon: 'Gutscheincode einlösen',
  estimate: 'Versandkosten und Steuern berechnen',
  pods: 'ePod Kartuschen Frische Minze 12 mg (2er-Pack)',
  price: /^\d+,\d{2}\u00a0€$/,
};

for (const words of [FRENCH, GERMAN]) {
  test(`the ${words.store} store's basket, header and footer speak ${words.lang} @mobile`, async ({ page }, testInfo) => {
    const catalogues = catalogueDownloads(page);
    await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }], words.store);
    await page.goto(`/checkout/cart?___store=${words.store}`);

    await test.step('the page says its language, and downloads that catalogue alone', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(page.getByRole('heading', { level: 1, name: words.basket, exact: true })).toBeVisible();
      expect(catalogues).toEqual([words.catalogue]);
    });

    await test.step('the basket in the store’s words and money', async () => {
      const lines = page.getByRole('list', { name: words.linesLabel, exact: true });
      await expect(lines.getByRole('heading', { level: 2, name: words.pods })).toBeVisible();
      await expect(lines.locator('.line-price .price')).toHaveText(words.price);
      await expect(page.getByRole('button', { name: words.checkout, exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: words.update, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: words.coupon, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: words.estimate, exact: true })).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the header and the footer', async () => {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: words.basketOneItem, exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: words.signIn, exact: true })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('combobox', { name: words.shopIn, exact: true })).toHaveValue(words.store);
      await expect(footer.getByText(words.healthWarning, { exact: true })).toBeVisible();
    });

    await test.step('axe finds nothing, at this width and in a screenshot for review', async () => {
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `${words.store} basket`);
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: testInfo.outputPath(`${words.store}-basket-${width}.png`), fullPage: true });
    });
  });
}

test('the UK store offers Welsh in the footer: the basket in Welsh, and back to English @mobile', async ({ page }, testInfo) => {
  const catalogues = catalogueDownloads(page);
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }]);
  await page.goto('/checkout/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  // The basket drawn first: the choice is made on a page that has finished loading, as a shopper's is.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout', exact: true })).toBeEnabled();
  await expect(page.getByText('Free UK delivery on orders of £25 or more.', { exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const language = footer.getByRole('combobox', { name: 'Language', exact: true });
  await expect(language.getByRole('option')).toHaveText(['English', 'Cymraeg']);
  await expect(language.getByRole('option', { name: 'Cymraeg' })).toHaveAttribute('lang', 'cy');

  await language.selectOption('cy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.getByRole('heading', { level: 1, name: 'Basged Siopa', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Basged, 1 eitem', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ymlaen i’r Til', exact: true })).toBeEnabled();
  // The store's own texts (its settings) in Welsh too: the basket's banner.
  await expect(page.getByText('Cludiant am ddim yn y DU ar archebion o £25 neu fwy.', { exact: true })).toBeVisible();
  // Still the UK store: its store choice, its pounds.
  await expect(footer.getByRole('combobox', { name: 'Gwlad', exact: true })).toHaveValue('uk');
  await expect(page.locator('.line-price .price')).toHaveText(/^£\d+\.\d{2}$/);
  expect(catalogues).toEqual(['en-GB', 'cy']);
  await expectNoAxeViolations(page, 'uk basket in Welsh');
  await page.screenshot({ path: testInfo.outputPath(`cy-basket-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });

  await footer.getByRole('combobox', { name: 'Iaith', exact: true }).selectOption('en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart', exact: true })).toBeVisible();
  await expect(page.getByText('Free UK delivery on orders of £25 or more.', { exact: true })).toBeVisible();
});

test('a shopper who chose Cymraeg reads the UK store’s delivery and payment methods and its terms in Welsh, and places the order @mobile', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'cy', domain: '127.0.0.1', path: '/' }]);
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }]);
  await page.goto('/checkout/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('cy-guest'));
  const methods = page.getByRole('region', { name: 'Dewiswch ddull danfon', exact: true });
  await expect(methods.getByRole('radio', { name: /^Pris Sefydlog Cludiant Safonol £3\.99/ })).toBeVisible();
  await chooseDeliveryMethod(page, 'Pris Sefydlog Cludiant Safonol');
  await expectNoAxeViolations(page, 'uk checkout in Welsh: delivery');
  await goToPayment(page);
  const payment = page.getByRole('radiogroup', { name: 'Dull Talu', exact: true });
  await expect(payment.getByRole('radio', { name: 'Cerdyn Credyd / Debyd', exact: true })).toBeVisible();
  await choosePaymentMethod(page, 'Talu wrth Dderbyn');
  await expectNoAxeViolations(page, 'uk checkout in Welsh: payment');
  // The store's terms in Welsh (checkout_agreement_translations), and the server's refusal too.
  const terms = page.getByRole('checkbox', { name: 'Rwy’n cytuno â’r Telerau ac Amodau', exact: true });
  await expect(terms).not.toBeChecked();
  await page.getByRole('button', { name: 'Gosod Archeb', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Derbyniwch y telerau ac amodau cyn gosod eich archeb.' })).toBeVisible();
  await page.getByRole('button', { name: 'Darllen y Telerau ac Amodau', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Telerau ac Amodau', exact: true });
  await expect(dialog).toContainText('Mae ein cynhyrchion yn cynnwys nicotin ac fe’u gwerthir i oedolion 18 oed neu hŷn yn unig.');
  await expectNoAxeViolations(page, 'uk checkout in Welsh: terms');
  await dialog.getByRole('button', { name: 'Cau', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await terms.check();
  await page.getByRole('button', { name: 'Gosod Archeb', exact: true }).click();
  await expectSuccessPage(page);
});

test('the German store’s checkout names its stages and steps in German', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }], 'de');
  await page.goto('/checkout/cart?___store=de');
  await page.getByRole('button', { name: 'Zur Kasse', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Kasse | Vype');
  const stages = page.getByRole('navigation', { name: 'Bestellschritte', exact: true });
  await expect(stages.getByRole('link', { name: 'Versand & Zahlung', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(stages.getByText('Bestätigung', { exact: true })).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Bestellfortschritt', exact: true });
  await expect(progress.getByRole('listitem')).toHaveText(['1Versand', '2Prüfen & Bezahlen']);
  await expectNoAxeViolations(page, 'de checkout');
});

test('the German store’s unknown page says so in German, the UK store’s in the spec’s English', async ({ page }) => {
  await page.goto('/no-such-page?___store=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden | Vype');
  await expectNoAxeViolations(page, 'de not found');

  await page.goto('/no-such-page?___store=uk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Whoops, our bad...', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Basket, \d+ items?$/ })).toBeVisible();
});

test('a form’s refusals speak the store’s language: the French registration form sent empty', async ({ page }) => {
  await page.goto('/customer/account/create?___store=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
  const firstName = page.getByRole('textbox', { name: 'Prénom', exact: true });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
  const emailMessage = 'Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).';
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveAccessibleDescription(emailMessage);
  await expect(
    page.getByRole('alert', { name: 'Il y a un problème', exact: true }).getByRole('link', { name: `Adresse e-mail\u202f: ${emailMessage}`, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'fr registration refused');
});
