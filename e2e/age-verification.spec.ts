import { inAnyLanguage } from './helpers/texts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { openBasket, proceedToCheckout } from './helpers/cart';
import {
  checkoutProgress,
  chooseDeliveryMethod,
  fillGuestShipping,
  choosePaymentMethod,
  expectShippingStep,
  expectSuccessPage,
  goToPayment,
  placeOrder,
} from './helpers/checkout';
import { JANE, expectSignedIn, login, gotoLogin, submitCreateAccount } from './helpers/customers';
import { emptyBasket } from './helpers/cart';
import { expectNoHorizontalScroll } from './helpers/layout';
import {
  ADULT_LICENCE,
  FIXTURES,
  SPECIMEN_EXPIRY,
  SPECIMEN_MRZ,
  ageStep,
  customerAtPayment,
  guestAtPayment,
  identityEmail,
  idScanDialog,
  uploadInDialog,
} from './helpers/age-verification';

const REFER = 'Due to the age restrictions on Vype products, we require a little more information to help verify your age.';
const ID_FAILED = 'We could not verify your age from this image. Please upload a clear photo of your driving licence or passport.';
const MAX_ATTEMPTS = 'You have reached the maximum number of attempts to verify your age. Please contact customer support.';

// Spec 001 §2, §4; spec 002 §5 check 4: the UK store's age gate. The sandbox verifier decides by the
// email's tag (README, "Age verification").
test('an adult guest passes the automatic check at once and orders @mobile', async ({ page }, testInfo) => {
  await guestAtPayment(page, 'adult');
  await expect(ageStep(page)).toHaveCount(0);
  await choosePaymentMethod(page);
  await expectNoAxeViolations(page, 'age: verified payment step');
  if (testInfo.project.name === 'mobile') await expectNoHorizontalScroll(page);
  await placeOrder(page);
});

test('a guest buying only an accessory meets no age step and orders through payment-information', async ({ page }) => {
  await gotoProduct(page, '/product/usb-c-charging-cable', PRODUCTS.usbCable.name);
  await addToBasket(page, { name: PRODUCTS.usbCable.name, qty: 1, expectedCount: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, identityEmail('refer-passport'));
  await chooseDeliveryMethod(page, 'Fixed Flat Rate');
  await goToPayment(page);
  await choosePaymentMethod(page);
  await expect(ageStep(page)).toHaveCount(0);
  await expect(checkoutProgress(page).getByText(/Age Verification/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'age: no restricted item');
  // Spec 002 §4: without the age step the payment step is the final one: payment-information.
  const orderCall = placeOrderRequest(page);
  await placeOrder(page);
  expect(new URL((await orderCall).url()).pathname).toMatch(/\/guest-carts\/\w+\/payment-information$/);
});

/** The POST that places the order, by either of its paths (spec 002 §4, §7). */
function placeOrderRequest(page: import('@playwright/test').Page) {
  return page.waitForRequest((request) => request.method() === 'POST' && /\/payment-information(-custom)?$/.test(new URL(request.url()).pathname));
}

test('a referred guest verifies with the passport line, typed without chevrons @mobile', async ({ page }, testInfo) => {
  await guestAtPayment(page, 'refer-passport');
  const step = ageStep(page);
  await expect(step.getByRole('heading', { name: inAnyLanguage('ageVerification.title') })).toBeVisible();
  await expect(step).toContainText(REFER);
  // The shopper is at the age step, not past it: the progress bar marks it current and offers no link to it.
  const progress = checkoutProgress(page);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Age Verification/);
  await expect(progress.getByRole('link', { name: /Age Verification/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await step.getByRole('radio', { name: 'Passport' }).check();
  const mrz = step.getByRole('textbox', { name: inAnyLanguage('ageVerification.proof.passportNumber') });
  await mrz.fill(SPECIMEN_MRZ.replace('C3UTO', 'C4UTO'));
  await step.getByRole('textbox', { name: 'Expiry date' }).fill(SPECIMEN_EXPIRY);
  await expect(step.getByRole('textbox', { name: 'Expiry date' })).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') }).click();
  // Checked in the browser (ICAO 9303 check digits) before anything is sent.
  await expect(mrz).toHaveAccessibleDescription(/Please enter the full line at the bottom of your passport photo page/);
  await expect(mrz).toBeFocused();
  await expectNoAxeViolations(page, 'age: passport proof with an error');
  if (testInfo.project.name === 'mobile') await expectNoHorizontalScroll(page);
  await choosePaymentMethodIfNeeded(page);
  await mrz.fill(SPECIMEN_MRZ);
  // Spec 002 §4: the age step comes before the payment step, so the order goes by payment-information-custom.
  const orderCall = placeOrderRequest(page);
  await step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') }).click();
  expect(new URL((await orderCall).url()).pathname).toMatch(/\/guest-carts\/\w+\/payment-information-custom$/);
  await expectSuccessPage(page);
});

async function choosePaymentMethodIfNeeded(page: import('@playwright/test').Page) {
  const radio = page
    .getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') })
    .getByRole('radio', { name: 'Cash On Delivery', exact: true });
  if (!(await radio.isChecked())) await radio.check();
  await expect(radio).toBeChecked();
  // The UK store's Terms and Conditions come before the age check (spec 002 §5 checks 2 and 4).
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
}

test('a referred guest verifies with a driving licence', async ({ page }) => {
  await guestAtPayment(page, 'refer-licence');
  const step = ageStep(page);
  await step.getByRole('radio', { name: inAnyLanguage('ageVerification.proof.driverLicence') }).check();
  await expect(step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') })).toBeVisible();
  await step.getByRole('textbox', { name: inAnyLanguage('ageVerification.proof.licenceNumber') }).fill(ADULT_LICENCE);
  await expectNoAxeViolations(page, 'age: licence proof');
  await choosePaymentMethodIfNeeded(page);
  await step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') }).click();
  await expectSuccessPage(page);
});

test('a guest who fails the check uploads an ID in the popup and orders @mobile', async ({ page }, testInfo) => {
  await guestAtPayment(page, 'idscan');
  const dialog = idScanDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('JPG and PNG formats are supported. Max file size is 5 MB');
  await expect(dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.upload') })).toBeFocused();
  await expectNoAxeViolations(page, 'age: ID-scan popup');
  if (testInfo.project.name === 'mobile') await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('id-scan-popup.png') });
  await uploadInDialog(page, FIXTURES.validIdJpeg);
  await expect(dialog.getByRole('status')).toHaveText('Your ID account is now verified');
  await expect(dialog).toHaveCount(0);
  await choosePaymentMethod(page);
  await placeOrder(page);
});

test('an upload refused, then the valid ID accepted', async ({ page }) => {
  await guestAtPayment(page, 'idscan');
  const dialog = idScanDialog(page);
  await uploadInDialog(page, FIXTURES.pageRenamedPng);
  await expect(dialog.getByRole('alert')).toHaveText('File Type is not valid please upload JPEG or PNG file');
  await uploadInDialog(page, FIXTURES.notAnId);
  await expect(dialog.getByRole('alert')).toHaveText(ID_FAILED);
  await expect(dialog).toContainText('Verification is instant and will not delay your order.');
  await expectNoAxeViolations(page, 'age: upload refused');
  await uploadInDialog(page, FIXTURES.validId);
  await expect(dialog.getByRole('status')).toHaveText('Your ID account is now verified');
  await expect(dialog).toHaveCount(0);
  await choosePaymentMethod(page);
  await placeOrder(page);
});

test('the attempts run out: uploads are disabled and closing the popup returns to shipping', async ({ page }) => {
  await guestAtPayment(page, 'exceed');
  const dialog = idScanDialog(page);
  for (let i = 0; i < 2; i++) {
    await uploadInDialog(page, FIXTURES.validId);
    await expect(dialog.getByRole('alert')).toHaveText(ID_FAILED);
  }
  await uploadInDialog(page, FIXTURES.validId);
  await expect(dialog.getByRole('alert')).toHaveText(MAX_ATTEMPTS);
  await expect(dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.upload') })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'age: attempts exhausted');
  await dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.backToShipping') }).click();
  await expect(page).toHaveURL(/#shipping$/);
  await expectShippingStep(page);
});

test('the second upload variant in the French store: a customer uploads the ID in the age step', async ({ page }) => {
  const PARIS = { firstname: 'Jeanne', lastname: 'Martin', street: '10 Rue de Rivoli', city: 'Paris', postcode: '75001', telephone: '+33612345678' };
  await page.goto('/customer/account/create?___store=fr');
  await submitCreateAccount(page, { firstname: PARIS.firstname, lastname: PARIS.lastname, email: identityEmail('idscan', 'fr'), password: 'Password123!' });
  await expectSignedIn(page, PARIS.firstname);
  const pods = productNameIn('fr', PRODUCTS.crispMint);
  await gotoProduct(page, PRODUCTS.crispMint.path, pods);
  await addToBasket(page, { name: pods, qty: 2, option: 'once', expectedCount: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
  await chooseDeliveryMethod(page, /^Forfait Livraison à domicile/);
  await goToPayment(page);

  const block = page.getByRole('region', { name: inAnyLanguage('ageVerification.idUpload.title') });
  await expect(block).toContainText('Nous n’avons malheureusement pas pu vérifier votre âge à partir des informations de votre compte.');
  await expect(block).toContainText('Aucun fichier choisi');
  const submit = block.getByRole('button', { name: 'Envoyer', exact: true });
  await expect(submit).toBeDisabled();
  await expect(idScanDialog(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'age: second upload variant');
  await block.getByLabel('Envoyer votre pièce d’identité').setInputFiles(FIXTURES.validId);
  await expect(block).toContainText('sandbox-valid-id.png');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(block.getByRole('status')).toHaveText('Votre identité est désormais vérifiée');
  await choosePaymentMethod(page);
  await placeOrder(page);
});

test('keyboard only: a referred guest chooses the licence, types it and verifies with Enter', async ({ page }) => {
  await guestAtPayment(page, 'refer-licence');
  await choosePaymentMethodIfNeeded(page);
  const step = ageStep(page);
  await expect(step).toContainText(REFER);
  const licenceRadio = step.getByRole('radio', { name: inAnyLanguage('ageVerification.proof.driverLicence') });
  // From the step's heading, Tab reaches the first choice; arrows move within the radio group.
  await step.getByRole('heading', { name: inAnyLanguage('ageVerification.title') }).focus();
  for (let i = 0; i < 5 && !(await licenceRadio.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(licenceRadio).toBeFocused();
  await page.keyboard.press('Space');
  await expect(licenceRadio).toBeChecked();
  // Tab leaves the radio group for the licence field.
  await page.keyboard.press('Tab');
  await expect(step.getByRole('textbox', { name: inAnyLanguage('ageVerification.proof.licenceNumber') })).toBeFocused();
  await page.keyboard.type(ADULT_LICENCE);
  await page.keyboard.press('Enter');
  await expectSuccessPage(page);
});

test('keyboard only: the ID-scan popup keeps focus and Escape returns to shipping', async ({ page }) => {
  await guestAtPayment(page, 'idscan');
  const dialog = idScanDialog(page);
  await expect(dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.upload') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.backToShipping') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: inAnyLanguage('ageVerification.idScan.upload') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#shipping$/);
  await expectShippingStep(page);
});

test('a signed-in UK customer who is referred proves their age with the passport line and orders @mobile', async ({ page }, testInfo) => {
  await customerAtPayment(page, 'refer-passport');
  const step = ageStep(page);
  await expect(step.getByRole('heading', { name: inAnyLanguage('ageVerification.title') })).toBeVisible();
  await expect(step).toContainText(REFER);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectNoAxeViolations(page, 'age: customer referred');
  await page.screenshot({ path: testInfo.outputPath('age-step-referred.png'), fullPage: true });
  await step.getByRole('radio', { name: 'Passport' }).check();
  await step.getByRole('textbox', { name: inAnyLanguage('ageVerification.proof.passportNumber') }).fill(SPECIMEN_MRZ);
  // A typed expiry that is not the line's is refused before anything is sent.
  const expiry = step.getByRole('textbox', { name: 'Expiry date' });
  await expiry.fill('1994-06-24');
  await choosePaymentMethodIfNeeded(page);
  await step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') }).click();
  await expect(expiry).toHaveAccessibleDescription('The expiry date does not match the one in your passport line.');
  await expectNoAxeViolations(page, 'age: customer passport proof with an error');
  if (testInfo.project.name === 'mobile') await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('age-step-passport-error.png'), fullPage: true });
  await expiry.fill(SPECIMEN_EXPIRY);
  await step.getByRole('button', { name: inAnyLanguage('ageVerification.proof.submit') }).click();
  await expectSuccessPage(page);
});

test('a demo customer (Jane) passes the automatic check without seeing the age step, and orders', async ({ page }) => {
  await gotoLogin(page);
  await login(page, JANE);
  await expectSignedIn(page, JANE.firstname);
  await emptyBasket(page);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await chooseDeliveryMethod(page, 'Fixed Flat Rate');
  await goToPayment(page);
  await expect(ageStep(page)).toHaveCount(0);
  await choosePaymentMethod(page);
  await placeOrder(page);
});

test('keyboard only: a referred customer chooses the passport, types the line and its expiry, and verifies with Enter @mobile', async ({ page }) => {
  await customerAtPayment(page, 'refer-passport');
  await choosePaymentMethodIfNeeded(page);
  const step = ageStep(page);
  const licenceRadio = step.getByRole('radio', { name: inAnyLanguage('ageVerification.proof.driverLicence') });
  const passportRadio = step.getByRole('radio', { name: 'Passport' });
  await step.getByRole('heading', { name: inAnyLanguage('ageVerification.title') }).focus();
  for (let i = 0; i < 5 && !(await licenceRadio.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(licenceRadio).toBeFocused();
  // The arrow moves to the passport and chooses it, as in any radio group.
  await page.keyboard.press('ArrowDown');
  await expect(passportRadio).toBeFocused();
  await expect(passportRadio).toBeChecked();
  await page.keyboard.press('Tab');
  const mrz = step.getByRole('textbox', { name: inAnyLanguage('ageVerification.proof.passportNumber') });
  await expect(mrz).toBeFocused();
  await page.keyboard.type(SPECIMEN_MRZ.slice(0, 30));
  await page.keyboard.press('Tab');
  await expect(step.getByRole('textbox', { name: 'Expiry date' })).toBeFocused();
  await page.keyboard.type(SPECIMEN_EXPIRY);
  // An incomplete line: the message is read with the field, and focus goes back to it.
  await page.keyboard.press('Enter');
  await expect(mrz).toBeFocused();
  await expect(mrz).toHaveAccessibleDescription(/Please enter the full line at the bottom of your passport photo page, without the chevrons \(<\)\./);
  await page.keyboard.press('End');
  await page.keyboard.type(SPECIMEN_MRZ.slice(30));
  await page.keyboard.press('Enter');
  await expectSuccessPage(page);
});

test('a minor is refused: the step says so and no order can be placed', async ({ page }) => {
  await guestAtPayment(page, 'minor');
  const step = ageStep(page);
  await expect(step.getByRole('heading', { name: inAnyLanguage('ageVerification.failedTitle') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectNoAxeViolations(page, 'age: a minor refused');
});

test('while the automatic check runs the step says so', async ({ page }) => {
  // The verifier is held back a moment, so the step's waiting text can be seen.
  await page.route('**/age-verification/verify', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await guestAtPayment(page, 'refer-passport');
  await expect(ageStep(page)).toContainText('We are verifying your age.');
  await expect(ageStep(page).getByRole('heading', { name: inAnyLanguage('ageVerification.title') })).toBeVisible();
});
