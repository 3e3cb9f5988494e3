import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { expectShippingStep } from './helpers/checkout';
import { expectNoHorizontalScroll } from './helpers/layout';

// WCAG 1.4.10: at 400 % zoom a 1280 px window is 320 CSS px wide; every page must read without sideways scrolling.
test('the shop reads at 320 px (400 % zoom) without scrolling sideways, from the catalogue to the checkout', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await expectNoHorizontalScroll(page);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
  await openBasket(page);
  await expectNoHorizontalScroll(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'checkout at 320 px');
  await page.goto('/customer/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

// WCAG 2.3.3: a shopper who asked for less motion gets no transitions (base.css).
test('a shopper who asked for reduced motion gets no transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const durations = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.transition = 'opacity 500ms ease';
    probe.style.animation = 'none 2s';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const result = { transition: style.transitionDuration, animation: style.animationDuration };
    probe.remove();
    return result;
  });
  expect(Number.parseFloat(durations.transition)).toBeLessThan(0.001);
  expect(Number.parseFloat(durations.animation)).toBeLessThan(0.001);
});
