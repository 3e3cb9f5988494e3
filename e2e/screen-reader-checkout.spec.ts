import { type CDPSession, expect, test } from '@playwright/test';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, fillGuestShipping, goToPayment, placeOrder } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';

// Issue 30: a screen-reader pass of the guest checkout. The page is read as a screen reader's browse mode
// reads it: Chromium's accessibility tree, in document order, without the nodes it hides. Every control
// must have a name that says what it does, and the page must read as its headings promise.

/** Roles a screen reader announces as something to operate. */
const CONTROLS = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'combobox',
  'listbox',
  'spinbutton',
  'switch',
  'tab',
  'menuitem',
  'slider',
]);
/** Names that say nothing of what a control does. */
const MEANINGLESS = /^(button|link|submit|click here|here|more|read more|ok|x|×|\W*)$/i;

interface ReadNode {
  role: string;
  name: string;
  level?: number;
}

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
}

/** The page as a screen reader reads it: each node that is not ignored, depth first (document order). */
async function readPage(cdp: CDPSession): Promise<ReadNode[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const read: ReadNode[] = [];
  const visit = (node: AXNode | undefined) => {
    if (!node) return;
    if (!node.ignored && node.role) {
      const level = node.properties?.find((property) => property.name === 'level')?.value.value;
      read.push({ role: node.role.value, name: (node.name?.value ?? '').trim(), level: typeof level === 'number' ? level : undefined });
    }
    for (const child of node.childIds ?? []) visit(byId.get(child));
  };
  visit(nodes[0]);
  return read;
}

/** Every control the page reads out, each with a name that says what it does. */
async function expectEveryControlNamed(cdp: CDPSession, state: string): Promise<ReadNode[]> {
  const read = await readPage(cdp);
  const controls = read.filter((node) => CONTROLS.has(node.role));
  expect(controls.length, state).toBeGreaterThan(5);
  const unnamed = controls.filter((node) => MEANINGLESS.test(node.name)).map((node) => `${node.role} "${node.name}"`);
  expect(unnamed, `${state}: controls without a name that says what they do`).toEqual([]);
  return read;
}

const headings = (read: ReadNode[]) => read.filter((node) => node.role === 'heading').map((node) => `h${node.level} ${node.name}`);

test('a guest checkout read as a screen reader reads it: every control named, the headings in order', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await page.goto('/checkout');
  await expectShippingStep(page);

  await test.step('the shipping step', async () => {
    const read = await expectEveryControlNamed(cdp, 'shipping step');
    const order = headings(read);
    // The page's title comes first; the step's own headings follow in the order the form asks.
    expect(order[0]).toBe('h1 Checkout');
    expect(order.indexOf('h2 Shipping Address')).toBeGreaterThan(0);
    expect(order.indexOf('h2 Choose a delivery method')).toBeGreaterThan(order.indexOf('h2 Shipping Address'));
    // The form's fields are read with their labels, in the order they are filled.
    const fields = read.filter((node) => node.role === 'textbox').map((node) => node.name);
    for (const [before, after] of [
      ['Email Address', 'First Name'],
      ['First Name', 'Last Name'],
      ['Last Name', 'Street Address'],
    ]) {
      expect(fields.indexOf(before), `${before} before ${after}`).toBeLessThan(fields.indexOf(after));
      expect(fields.indexOf(before)).toBeGreaterThanOrEqual(0);
    }
  });

  await test.step('the shipping step with its errors', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This is a required field.').first()).toBeVisible();
    const read = await expectEveryControlNamed(cdp, 'shipping step with errors');
    expect(read.some((node) => node.name.includes('This is a required field.'))).toBe(true);
  });

  await test.step('the payment step', async () => {
    await fillGuestShipping(page, uniqueEmail('reader'));
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await goToPayment(page);
    await choosePaymentMethod(page);
    const read = await expectEveryControlNamed(cdp, 'payment step');
    expect(headings(read)[0]).toBe('h1 Checkout');
    expect(read.some((node) => node.role === 'button' && node.name === 'Place Order')).toBe(true);
  });

  await test.step('the order’s page', async () => {
    await placeOrder(page);
    const read = await readPage(cdp);
    const controls = read.filter((node) => CONTROLS.has(node.role));
    expect(controls.filter((node) => MEANINGLESS.test(node.name)).map((node) => `${node.role} "${node.name}"`)).toEqual([]);
    expect(headings(read)[0]).toMatch(/^h1 /);
  });
});
