import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openCategory, productLink } from './helpers/catalog';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

const filter = (page: Page, legend: string) => page.getByRole('group', { name: legend });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const grid = (page: Page) => page.getByRole('list', { name: 'Pods & Cartridges' });

/** Ticks (or unticks) a filter value with the keyboard alone: Tab to its checkbox, then Space. */
async function toggleByKeyboard(page: Page, legend: string, name: string, checked: boolean): Promise<void> {
  const box = filter(page, legend).getByRole('checkbox', { name, exact: true });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  // A value keeps its count when it is chosen: the counts of a filter leave its own values out.
  await expect(box).toBeChecked({ checked });
}

test('filtering pods by keyboard: counts per value, the address, a reload and Back keep the selection', async ({ page }) => {
  await page.goto('/');
  await openCategory(page, 'Pods & Cartridges');
  await expect(resultCount(page)).toHaveText('5 products');
  // Each value with its count, read out as "N products".
  await expect(filter(page, 'Flavour').getByRole('checkbox')).toHaveCount(3);
  for (const name of ['Tobacco 2 products', 'Mint & Menthol 1 product', 'Fruit 2 products'])
    await expect(filter(page, 'Flavour').getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  await expect(filter(page, 'Product type').getByRole('checkbox', { name: 'Pods & Cartridges 5 products', exact: true })).toBeChecked();

  await toggleByKeyboard(page, 'Flavour', 'Fruit 2 products', true);
  await expect(page).toHaveURL(/\?category=pods&flavour_family=fruit$/);
  await expect(resultCount(page)).toHaveText('2 products');
  await expect(grid(page).getByRole('heading')).toHaveText(['ePod Cartridges Dark Cherry 6mg (2 pack)', 'ePod Cartridges Mango Ice 18mg (2 pack)']);
  // The other filters count within fruit; the flavours still count as if fruit were not chosen.
  await expect(filter(page, 'Nicotine strength').getByRole('checkbox')).toHaveCount(2);
  for (const name of ['6 mg/ml 1 product', '18 mg/ml 1 product'])
    await expect(filter(page, 'Nicotine strength').getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  // Shown as the value and its count in brackets.
  await expect(filter(page, 'Nicotine strength').getByText('(1)')).toHaveCount(2);
  await expect(filter(page, 'Flavour').getByRole('checkbox', { name: 'Tobacco 2 products', exact: true })).toBeVisible();

  // The order, from the keyboard: Tab to it and choose.
  const sort = page.getByRole('combobox', { name: 'Sort By' });
  await tabTo(page, sort);
  await sort.selectOption({ label: 'Name: Z to A' });
  await expect(page).toHaveURL(/\?category=pods&flavour_family=fruit&product_list_order=name&product_list_dir=desc$/);
  await expect(grid(page).getByRole('heading')).toHaveText(['ePod Cartridges Mango Ice 18mg (2 pack)', 'ePod Cartridges Dark Cherry 6mg (2 pack)']);

  await toggleByKeyboard(page, 'Nicotine strength', '18 mg/ml 1 product', true);
  await expect(page).toHaveURL(/nicotine_strength=18/);
  await expect(resultCount(page)).toHaveText('1 product');
  await expectNoAxeViolations(page, 'pods, fruit, 18 mg/ml');

  // A reload shows the same selection, from the address alone.
  await page.reload();
  await expect(resultCount(page)).toHaveText('1 product');
  // Fruit now counts within 18 mg/ml: one product.
  await expect(filter(page, 'Flavour').getByRole('checkbox', { name: 'Fruit 1 product', exact: true })).toBeChecked();
  await expect(filter(page, 'Nicotine strength').getByRole('checkbox', { name: '18 mg/ml 1 product', exact: true })).toBeChecked();
  await expect(sort).toHaveValue(/.+/);
  await expect(productLink(page, 'ePod Cartridges Mango Ice 18mg (2 pack)')).toBeVisible();

  // Back undoes the last choice.
  await page.goBack();
  await expect(page).toHaveURL(/\?category=pods&flavour_family=fruit&product_list_order=name&product_list_dir=desc$/);
  await expect(resultCount(page)).toHaveText('2 products');
  await expect(filter(page, 'Nicotine strength').getByRole('checkbox', { name: '18 mg/ml 1 product', exact: true })).not.toBeChecked();

  // Clear All, then the page at 320 px (400 % zoom): nothing scrolls sideways.
  await tabTo(page, page.getByRole('button', { name: 'Clear All' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?product_list_order=name&product_list_dir=desc$/);
  await expect(resultCount(page)).toHaveText('13 products');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'all products at 320 px');
});
