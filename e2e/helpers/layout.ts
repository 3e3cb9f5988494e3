import { expect, type Page } from '@playwright/test';

/** The page is no wider than the viewport: nothing to scroll sideways (spec: phones from 375 px). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `document.documentElement.scrollWidth at ${width} px on ${page.url()}`).toBeLessThanOrEqual(width);
}
