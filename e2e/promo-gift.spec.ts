import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { BASKET_PRODUCTS, seedGuestBasket } from './helpers/basket';
import { basketLine, expectBasketPage, gotoBasket } from './helpers/cart';
import { expectShippingStep, openOrderSummary } from './helpers/checkout';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';
import { inAnyLanguage } from './helpers/texts';

// Spec 002 §2, §4, §9: the promo gift popup. Three ePen kits (£44.97) earn every seeded gift rule: a
// USB-C cable (each of), one of two pod packs with a device, and two of four extras from £40: 7 gifts.
const THREE_KITS = [{ sku: BASKET_PRODUCTS.epen3.sku, qty: 3 }];
const GIFTS = 7;
const CHOOSE = 'Choose your free gift';
const GIFT_NAMES = {
  cable: 'USB-C Charging Cable (1 m)',
  mint: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
  cherry: 'ePod Cartridges Dark Cherry 6mg (2 pack)',
  mango: 'ePod Cartridges Mango Ice 18mg (2 pack)',
};

/** Shift+Tab until the control has focus (the slider's buttons come after the gifts, which Tab scrolls into view). */
async function tabBackTo(page: Page, control: Locator): Promise<void> {
  for (let i = 0; i < 20 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(control).toBeFocused();
}

function giftPopup(page: Page) {
  return page.getByRole('dialog', { name: CHOOSE });
}

function summary(page: Page) {
  return page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') });
}

function widthOf(project: string): number {
  return project === 'mobile' ? 375 : 1280;
}

test('#choose-gift opens the popup over the shipping step; it closes back to #shipping @mobile', async ({ page }, testInfo) => {
  const width = widthOf(testInfo.project.name);
  await seedGuestBasket(page, THREE_KITS);
  await page.goto('/checkout#choose-gift');
  const popup = giftPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Gifts left to choose: 4')).toBeVisible();
  await expect(popup.getByRole('checkbox')).toHaveCount(GIFTS);
  await expect(popup.getByRole('checkbox', { name: GIFT_NAMES.cable })).toBeFocused();
  await expect(popup.getByText('Free', { exact: true })).toHaveCount(GIFTS);
  // 3 cards of 280 px at 1280 px; one at 375 px, where three do not fit.
  await expect(popup.getByText(width === 1280 ? `1–3 of ${GIFTS}` : `1 of ${GIFTS}`)).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, `gift popup at ${width} px`);
  if (width === 375) await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`gift-popup-${width}.png`) });

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout#shipping$/);
  await expectShippingStep(page);
  await openOrderSummary(page);
  await expect(summary(page).getByRole('button', { name: CHOOSE })).toBeVisible();
  await expectNoAxeViolations(page, `shipping step with the gift link at ${width} px`);
});

test('by keyboard alone: open from the link, page the slider, tick gifts, set a quantity within its max, add @mobile', async ({ page }, testInfo) => {
  const width = widthOf(testInfo.project.name);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await seedGuestBasket(page, THREE_KITS);
  await page.goto('/checkout');
  await expectShippingStep(page);
  await openOrderSummary(page);
  const link = summary(page).getByRole('button', { name: CHOOSE });
  await expect(link).toBeVisible();
  // The popup's code is not part of the checkout's first download.
  expect(scripts.filter((url) => /\/gift-popup-/.test(url))).toEqual([]);

  await page.locator('body').focus();
  await tabTo(page, link, 120);
  await page.keyboard.press('Enter');
  const popup = giftPopup(page);
  await expect(popup).toBeVisible();
  const add = popup.getByRole('button', { name: 'Add to Cart' });

  await test.step('page the slider with its buttons', async () => {
    const next = popup.getByRole('button', { name: 'Next gifts' });
    await expect(popup.getByRole('checkbox', { name: GIFT_NAMES.cable })).toBeFocused();
    await tabBackTo(page, next);
    await page.keyboard.press('Enter');
    await expect(popup.getByText(width === 1280 ? `2–4 of ${GIFTS}` : `2 of ${GIFTS}`)).toBeVisible();
    await tabBackTo(page, popup.getByRole('button', { name: 'Previous gifts' }));
    await page.keyboard.press('Enter');
    await expect(popup.getByText(width === 1280 ? `1–3 of ${GIFTS}` : `1 of ${GIFTS}`)).toBeVisible();
  });

  await test.step('tick the cable and one pod pack: the other pack of that offer cannot be ticked too', async () => {
    const cable = popup.getByRole('checkbox', { name: GIFT_NAMES.cable });
    await tabTo(page, cable);
    await page.keyboard.press('Space');
    await expect(cable).toBeChecked();
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    const mint = popup.getByRole('checkbox', { name: GIFT_NAMES.mint });
    await tabTo(page, mint);
    await page.keyboard.press('Space');
    await expect(mint).toBeChecked();
    await expect(popup.getByRole('checkbox', { name: GIFT_NAMES.cherry })).toBeDisabled();
    await expect(popup.getByText('Gifts left to choose: 2')).toBeVisible();
  });

  await test.step('a quantity over the gift’s max, or negative, is refused and the add button waits', async () => {
    const mango = popup.getByRole('checkbox', { name: GIFT_NAMES.mango });
    await tabTo(page, mango);
    await page.keyboard.press('Space');
    await expect(mango).toBeChecked();
    const qty = popup.getByRole('spinbutton', { name: `Quantity of ${GIFT_NAMES.mango}` });
    await tabTo(page, qty);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await expect(qty).toHaveAccessibleDescription('You can add up to 2 of this free gift.');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await tabTo(page, qty);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-1');
    await expect(qty).toHaveAccessibleDescription('Please enter a quantity greater than or equal to 0.');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await expect(qty).toHaveValue('2');
    await expect(popup.getByText('Gifts left to choose: 0')).toBeVisible();
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, `gift popup with gifts chosen at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`gift-popup-chosen-${width}.png`) });
  });

  await test.step('add: the page reloads with the gifts in the summary and no link', async () => {
    await tabTo(page, add);
    const reloaded = page.waitForEvent('load');
    // The offer is asked for again by the reloaded page only (a successful add asks nothing more).
    const offerAgain = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().endsWith('/promo-items'));
    await page.keyboard.press('Enter');
    await reloaded;
    await expectShippingStep(page);
    const lines = summary(page).getByRole('listitem');
    for (const name of [GIFT_NAMES.cable, GIFT_NAMES.mint, GIFT_NAMES.mango]) {
      await expect(lines.filter({ hasText: name })).toBeVisible();
    }
    await expect(lines.filter({ hasText: GIFT_NAMES.mango })).toContainText('Qty2');
    await expect(summary(page).getByText('7 Items in Cart')).toBeVisible();
    // Everything earned is taken: the link is gone (asked again once the summary is on screen).
    await offerAgain;
    await expect(summary(page).getByRole('button', { name: CHOOSE })).toHaveCount(0);
    await expect(giftPopup(page)).toHaveCount(0);
  });
});

test('the basket page offers the gift too; adding reloads the basket with it', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: BASKET_PRODUCTS.epen3.sku, qty: 1 }]);
  await gotoBasket(page);
  await page.getByRole('button', { name: CHOOSE }).click();
  const popup = giftPopup(page);
  await expect(popup.getByRole('checkbox')).toHaveCount(2);
  await expect(popup.getByText('Gifts left to choose: 1')).toBeVisible();
  await popup.getByRole('checkbox', { name: GIFT_NAMES.cherry }).check();
  const reloaded = page.waitForEvent('load');
  const offerAgain = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().endsWith('/promo-items'));
  await popup.getByRole('button', { name: 'Add to Cart' }).click();
  await reloaded;
  await expectBasketPage(page);
  await expect(basketLine(page, GIFT_NAMES.cherry)).toBeVisible();
  await offerAgain;
  await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(0);
  await expectNoAxeViolations(page, 'basket with the gift');
});
