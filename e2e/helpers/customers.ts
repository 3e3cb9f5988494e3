import { expect, type Page } from '@playwright/test';
import { inAnyLanguage, shopText } from './texts';

export const JANE = { email: 'jane.doe@example.com', password: 'Password123!', firstname: 'Jane' } as const;
export const JOHN = { email: 'john.smith@example.com', password: 'Password123!', firstname: 'John' } as const;

export function accountNav(page: Page) {
  return page.getByRole('navigation', { name: inAnyLanguage('header.accountNav') });
}

export async function gotoLogin(page: Page): Promise<void> {
  await page.goto('/customer/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
}

/** Signs in on the 'Customer Login' page and waits for the header's welcome. */
export async function login(page: Page, { email, password, firstname }: { email: string; password: string; firstname: string }): Promise<void> {
  await page.getByRole('textbox', { name: await shopText(page, 'login.email'), exact: true }).fill(email);
  await page.getByLabel(await shopText(page, 'login.password'), { exact: true }).fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: await shopText(page, 'login.signIn') })
    .click();
  await expectSignedIn(page, firstname);
}

/** The header welcomes the customer by name ('Welcome, Jane!' in the UK store) and offers to sign out. */
export async function expectSignedIn(page: Page, firstname: string): Promise<void> {
  await expect(accountNav(page).getByText(await shopText(page, 'header.welcome', { name: firstname }), { exact: true })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: await shopText(page, 'header.signOut') })).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: await shopText(page, 'header.signIn') })).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
}

export async function signOut(page: Page): Promise<void> {
  await accountNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
}

export async function gotoCreateAccount(page: Page): Promise<void> {
  await page.goto('/customer/account/create');
  await expect(page.getByRole('heading', { level: 1, name: inAnyLanguage('register.title') })).toBeVisible();
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmation?: string;
}

/** Fills the 'Create New Customer Account' form (confirmation defaults to the password) and submits it. */
export async function submitCreateAccount(page: Page, account: NewAccount): Promise<void> {
  await page.getByRole('textbox', { name: inAnyLanguage('register.firstName') }).fill(account.firstname);
  await page.getByRole('textbox', { name: inAnyLanguage('register.lastName') }).fill(account.lastname);
  await page.getByRole('textbox', { name: inAnyLanguage('login.email') }).fill(account.email);
  await page.getByLabel(inAnyLanguage('login.password')).fill(account.password);
  await page.getByLabel(inAnyLanguage('register.confirmPassword')).fill(account.confirmation ?? account.password);
  await page.getByRole('button', { name: inAnyLanguage('header.createAccount') }).click();
}

/** An address nobody has registered yet (unique per run and per test), of an ordinary length. */
export function uniqueEmail(prefix = 'e2e'): string {
  const suffix = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `${prefix}.${Date.now().toString(36)}${suffix}@example.com`;
}

/**
 * A new customer of `store`, registered through the shop's API: for a journey that changes a customer's
 * basket, which the demo accounts (Jane, John) would share with the journeys running beside it.
 */
export async function newCustomer(page: Page, store: string, firstname: string, lastname: string) {
  const account = { email: uniqueEmail(store), password: 'Password123!', firstname };
  const created = await page.request.post(`/rest/${store}/V1/customers`, {
    data: { customer: { email: account.email, firstname, lastname }, password: account.password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return account;
}
