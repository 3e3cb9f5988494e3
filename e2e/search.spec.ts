import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { PRODUCTS, gotoCatalogue } from './helpers/catalog';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

/** The header's field: a plain search box until its suggestions' code is in, then a combobox. */
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search' }).or(page.getByRole('searchbox', { name: 'Search' }));
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search' });
const suggestionCount = (page: Page) => page.getByRole('status').filter({ hasText: /suggestions? available|No suggestions/ });

const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const filter = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** Ticks (or unticks) a filter value with the keyboard alone: Tab to its checkbox, then Space. */
async function toggleByKeyboard(page: Page, legend: string, name: string, checked: boolean): Promise<void> {
  const box = filter(page, legend).getByRole('checkbox', { name, exact: true });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked });
}

/** Screenshots for a look at the layout: SEARCH_SCREENSHOTS=/some/folder. */
async function screenshot(page: Page, name: string, project: string): Promise<void> {
  if (process.env.SEARCH_SCREENSHOTS) await page.screenshot({ path: `${process.env.SEARCH_SCREENSHOTS}/${name}-${project}.png` });
}

/** Empties the focused field and types a query, as a shopper does. */
async function typeQuery(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 20 });
}

test('searching by keyboard: suggestions while typing, a product, the results page and no results @mobile', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await gotoCatalogue(page);

  // The header's field, reached by Tab; its suggestions' code arrives with the first key.
  await tabTo(page, searchField(page));
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('crisp mi', { delay: 20 });
  await expect(suggestions(page)).toBeVisible();
  const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toContainText(PRODUCTS.crispMint.name);
  await expect(suggestionCount(page)).toHaveText(/^\d+ suggestions? available\./);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'search-suggestions', project);
  await expectNoAxeViolations(page, 'suggestions open');

  // Down chooses the first suggestion, Enter opens it.
  await page.keyboard.press('ArrowDown');
  await expect(products.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS.crispMint.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRODUCTS.crispMint.path}$`));

  // Escape closes the list and keeps the text; a second Escape empties the field.
  await tabTo(page, searchField(page));
  await typeQuery(page, 'pods');
  await expect(suggestions(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveText(['Pods & Cartridges']);
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(searchField(page)).toHaveValue('pods');
  await page.keyboard.press('Escape');
  await expect(searchField(page)).toHaveValue('');

  // A category suggestion opens its shelf.
  await typeQuery(page, 'access');
  const category = page.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Accessories' });
  await expect(category).toBeVisible();
  for (let i = 0; i < 10 && (await category.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();

  // Enter with no suggestion chosen: the results page, the query in its address; a typo still finds.
  await tabTo(page, searchField(page));
  await typeQuery(page, 'tobaco');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalogsearch\/result\?q=tobaco$/);
  await expect(page.getByRole('heading', { level: 1, name: "Search results for: 'tobaco'" })).toBeVisible();
  const results = page.getByRole('list', { name: "Search results for: 'tobaco'" });
  await expect(resultCount(page)).toHaveText('2 products');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText([PRODUCTS.goldenTobacco.name, 'ePen 3 Cartridges Blended Tobacco 18mg (2 pack)']);
  await expect(suggestions(page)).toBeHidden();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'search-results', project);
  await expectNoAxeViolations(page, 'search results');

  // The address is the search: loaded afresh, the same results and the query in the field.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Search results for: 'tobaco'" })).toBeVisible();
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(2);
  await expect(searchField(page)).toHaveValue('tobaco');

  // Nothing found: said so, with the shelves to try instead.
  await tabTo(page, searchField(page));
  await typeQuery(page, 'strawberry');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: "Search results for: 'strawberry'" })).toBeVisible();
  await expect(page.getByText("No results for 'strawberry'.", { exact: true })).toBeVisible();
  for (const shelf of ['Devices', 'Pods & Cartridges', 'Accessories'])
    await expect(page.getByRole('main').getByRole('link', { name: shelf, exact: true })).toBeVisible();
  await screenshot(page, 'search-none', project);
  await expectNoAxeViolations(page, 'no results');
});

test('a results page asked for directly, with a query too short, says what the search needs', async ({ page }) => {
  await page.goto('/catalogsearch/result?q=ab');
  await expect(page.getByRole('heading', { level: 1, name: "Search results for: 'ab'" })).toBeVisible();
  await expect(page.getByText('Minimum Search query length is 3', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'query too short');
});

test('the results page filters, sorts and pages by keyboard, the query kept in the address with them @mobile', async ({ page }, testInfo) => {
  await gotoCatalogue(page);
  await tabTo(page, searchField(page));
  await page.keyboard.type('epod', { delay: 20 });
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalogsearch\/result\?q=epod$/);
  const title = "Search results for: 'epod'";
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const results = page.getByRole('list', { name: title });
  await expect(resultCount(page)).toHaveText('10 products');
  // The counts are those of the query's matches, not the catalogue's (4 devices, 4 accessories in all).
  for (const name of ['Devices 3 products', 'Pods & Cartridges 5 products', 'Accessories 2 products'])
    await expect(filter(page, 'Product type').getByRole('checkbox', { name, exact: true })).not.toBeChecked();

  await toggleByKeyboard(page, 'Product type', 'Pods & Cartridges 5 products', true);
  await expect(page).toHaveURL(/\/catalogsearch\/result\?q=epod&category=pods$/);
  await expect(resultCount(page)).toHaveText('5 products');
  await expect(filter(page, 'Nicotine strength').getByRole('checkbox', { name: '18 mg/ml 3 products', exact: true })).toBeVisible();

  // The order, from the keyboard: Relevance first, then the arrows go through the others.
  const sort = page.getByRole('combobox', { name: 'Sort By' });
  await expect(sort.locator('option:checked')).toHaveText('Relevance');
  await tabTo(page, sort);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?q=epod&category=pods&product_list_order=price$/);
  await expect(sort).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(sort.locator('option:checked')).toHaveText('Price: high to low');
  await expect(page).toHaveURL(/\?q=epod&category=pods&product_list_order=price&product_list_dir=desc$/);
  await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText('ePen 3 Cartridges Blended Tobacco 18mg (2 pack)');

  await toggleByKeyboard(page, 'Nicotine strength', '18 mg/ml 3 products', true);
  await expect(resultCount(page)).toHaveText('3 products');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText([
    'ePen 3 Cartridges Blended Tobacco 18mg (2 pack)',
    PRODUCTS.goldenTobacco.name,
    'ePod Cartridges Mango Ice 18mg (2 pack)',
  ]);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'search-filtered', testInfo.project.name);
  await expectNoAxeViolations(page, 'search results, filtered and sorted');

  // The address is the whole selection: a reload shows it again, the query still in the header's field.
  await page.reload();
  await expect(resultCount(page)).toHaveText('3 products');
  await expect(filter(page, 'Nicotine strength').getByRole('checkbox', { name: '18 mg/ml 3 products', exact: true })).toBeChecked();
  await expect(searchField(page)).toHaveValue('epod');

  // Clear All keeps the query and the order.
  await tabTo(page, page.getByRole('button', { name: 'Clear All' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalogsearch\/result\?q=epod&product_list_order=price&product_list_dir=desc$/);
  await expect(resultCount(page)).toHaveText('10 products');

  // Pages: ten matches fill one page of the smallest size (12), so the pages are there only past it; a page
  // past the last shows the last one, the query kept.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await page.goto('/catalogsearch/result?q=epod&p=2');
  await expect(resultCount(page)).toHaveText('10 products');
  await expect(results.getByRole('listitem')).toHaveCount(10);
});
