import { test } from '@playwright/test';
import { expectBasketCount } from './helpers/cart';
import { PRODUCTS, expectAddedMessage, gotoProduct } from './helpers/catalog';

/**
 * Regression: a guest's first add creates the cart, and the header starts reading the new cart while
 * the item is still being posted. An empty answer arriving after the add must not stick: the add
 * cancels that read and asks again. A slow answer to the first read reproduces the race every time.
 */
test('the header counts a guest’s first item even when the basket’s first read answers late', async ({ page }) => {
  const { crispMint } = PRODUCTS;
  const cartRead = /\/rest\/default\/V1\/guest-carts\/[0-9a-f]+$/;
  const itemsWrite = /\/rest\/default\/V1\/guest-carts\/[0-9a-f]+\/items$/;
  let firstReadAnswered!: () => void;
  const firstReadDone = new Promise<void>((resolve) => (firstReadAnswered = resolve));
  let firstRead = true;

  // The first read of the new cart reaches the server before the item does, and its answer comes
  // back 500 ms late (a slow network), i.e. after the add has succeeded.
  await page.route(cartRead, async (route) => {
    if (route.request().method() !== 'GET' || !firstRead) return route.fallback();
    firstRead = false;
    const response = await route.fetch();
    firstReadAnswered();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The app may have cancelled this read by now (that is the fix): then there is nothing to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.route(itemsWrite, async (route) => {
    // Never wait for ever: if the app does not read the cart first, the add just goes ahead.
    await Promise.race([firstReadDone, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await route.fallback();
  });

  await gotoProduct(page, crispMint.path, crispMint.name);
  await expectBasketCount(page, 0);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expectAddedMessage(page, crispMint.name);
  await expectBasketCount(page, 1);
});
