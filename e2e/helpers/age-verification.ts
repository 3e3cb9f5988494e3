import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { openBasket, proceedToCheckout } from './cart';
import { PRODUCTS, addToBasket, gotoProduct } from './catalog';
import { GUEST_ADDRESS, chooseDeliveryMethod, expectShippingStep, fillGuestShipping, goToPayment } from './checkout';
import { expectSignedIn, gotoCreateAccount, submitCreateAccount } from './customers';
import { inAnyLanguage } from './texts';
import { deliveryRateName } from './store-settings';

/** The sandbox verifier's test identities: a tag in the email (README, "Age verification"). */
export type AgeIdentity = 'adult' | 'refer-passport' | 'refer-licence' | 'idscan' | 'exceed' | 'minor' | 'outage';

export function identityEmail(identity: AgeIdentity, prefix = 'age'): string {
  const local = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  return identity === 'adult' ? `${local}@example.com` : `${local}+${identity}@example.com`;
}

export const FIXTURES = {
  validId: path.resolve('e2e/fixtures/sandbox-valid-id.png'),
  validIdJpeg: path.resolve('e2e/fixtures/sandbox-valid-id.jpg'),
  notAnId: path.resolve('e2e/fixtures/not-an-id.png'),
  /** An HTML page renamed .png: refused in the browser by its first bytes. */
  pageRenamedPng: path.resolve('e2e/fixtures/page-renamed.png'),
};

export const SPECIMEN_MRZ = 'L898902C3UTO6908061F9406236ZE184226B14';
export const SPECIMEN_EXPIRY = '1994-06-23';
export const ADULT_LICENCE = 'MORGA753116SM9IJ';

export function ageStep(page: Page) {
  return page.getByRole('region', { name: /verify your age|unable to confirm your age/ });
}

export function idScanDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Age Verification' });
}

/** A UK guest with two packs of pods, on the payment step (where the age check runs). */
export async function guestAtPayment(page: Page, identity: AgeIdentity): Promise<string> {
  const email = identityEmail(identity);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, email);
  await chooseDeliveryMethod(page, await deliveryRateName(page, 'flatrate'));
  await goToPayment(page);
  return email;
}

/** The ID-scan popup's file input (hidden behind its button); exactly one exists (spec 001 §5). */
export async function uploadInDialog(page: Page, file: string): Promise<void> {
  await expect(idScanDialog(page)).toBeVisible();
  const inputs = page.locator('input[type="file"][name="files"]');
  await expect(inputs).toHaveCount(1);
  await inputs.setInputFiles(file);
}

/** Two packs of pods in the basket, then the checkout's shipping step. */
async function podsToCheckout(page: Page): Promise<void> {
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
}

/** A new UK customer account for a sandbox identity, signed in, with two packs of pods, on the payment step. */
export async function customerAtPayment(page: Page, identity: AgeIdentity): Promise<string> {
  const email = identityEmail(identity, 'customer');
  await gotoCreateAccount(page);
  await submitCreateAccount(page, { firstname: 'Sam', lastname: 'Morgan', email, password: 'Password123!' });
  await expectSignedIn(page, 'Sam');
  await podsToCheckout(page);
  // A new account has no saved address: the delivery address form, without the guest's email.
  await expect(page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') })).toHaveCount(0);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill('Sam');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill('Morgan');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(GUEST_ADDRESS.street);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(GUEST_ADDRESS.city);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(GUEST_ADDRESS.postcode);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(GUEST_ADDRESS.telephone);
  await chooseDeliveryMethod(page, await deliveryRateName(page, 'flatrate'));
  await goToPayment(page);
  return email;
}
