import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ageVerificationAttempts, ageVerifications, customers } from '../../../db/schema';
import { UK_ADDRESS, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';
import { browser } from '../../customers/server/testing';
import { AGE_NOT_VALIDATED, AGE_VERIFICATION_FAILED } from '../domain';
import { type SandboxIdentity, sandboxEmail } from '../providers/sandbox';
import { sandboxImage } from '../providers/sandbox-images';
import { ADULT_LICENCE, SPECIMEN_EXPIRY, SPECIMEN_MRZ_TYPED, uploadId } from './testing';

const PASSWORD = 'Password123!';
const PARIS = {
  firstname: 'Sam',
  lastname: 'Morgan',
  street: ['10 Rue de Rivoli'],
  city: 'Paris',
  postcode: '75001',
  country_id: 'FR',
  telephone: '+33612345678',
};

describe('a verification across stores and through login', () => {
  let t: TestApp;
  let restore: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp();
    restore = await setStoreConfig(t.database.db, { 'age_verification/general/client_attempts_per_window': '10000' });
  });
  afterAll(async () => {
    await restore();
    await t.close();
  });

  const unique = () => `av.${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const client = () => shopClient(t);

  /** A new customer account for a sandbox identity, and an API client of theirs in a store. */
  async function newCustomer(identity: SandboxIdentity) {
    const email = sandboxEmail(identity, unique());
    const created = await client().post('customers', { customer: { email, firstname: 'Sam', lastname: 'Morgan' }, password: PASSWORD });
    expect(created.statusCode, created.body).toBe(200);
    const token: string = (await client().post('integration/customer/token', { username: email, password: PASSWORD })).json();
    const [{ id }] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    return { email, token, id };
  }

  /** The customer's client in a store (`default` is the UK store). */
  function inStore(token: string, store: 'default' | 'fr') {
    const base = `/rest/${store}/V1`;
    const send = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      t.request({ method, url: `${base}/${path}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
    return { get: (path: string) => send('GET', path), post: (path: string, payload: unknown = {}) => send('POST', path, payload) };
  }

  async function podsWithDelivery(me: ReturnType<typeof inStore>, address: Record<string, unknown>) {
    await me.post('carts/mine');
    expect((await me.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } })).statusCode).toBe(200);
    const shipping = await me.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
  }

  const placeOrder = (me: ReturnType<typeof inStore>) =>
    me.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } });

  const verificationOf = async (customerId: number) => {
    const [row] = await t.database.db
      .select()
      .from(ageVerifications)
      .where(eq(ageVerifications.subjectKey, `customer:${customerId}`));
    return row;
  };
  const attemptsOf = async (customerId: number) => {
    const row = await verificationOf(customerId);
    return row ? t.database.db.select().from(ageVerificationAttempts).where(eq(ageVerificationAttempts.verificationId, row.id)) : [];
  };

  describe('across stores', () => {
    it('a customer verified in the UK store is verified in the French store: no new check, and the order is placed', async () => {
      const { token, id } = await newCustomer('referLicence');
      const uk = inStore(token, 'default');
      await podsWithDelivery(uk, { ...UK_ADDRESS, email: undefined });
      expect((await uk.post('carts/mine/age-verification/verify')).json()).toMatchObject({ refer: true });
      const proof = await uk.post('carts/mine/age-verification/refer', { proofMethod: 'driverLicense', driverLicense: ADULT_LICENCE });
      expect(proof.json()).toMatchObject({ verificationSuccess: true });
      const checks = (await attemptsOf(id)).length;

      const fr = inStore(token, 'fr');
      await podsWithDelivery(fr, PARIS);
      expect((await fr.get('carts/mine/age-verification')).json()).toMatchObject({ isVerified: true, isVerificationRequired: false, status: 'verified' });
      expect((await fr.post('carts/mine/age-verification/verify')).json()).toMatchObject({ verificationSuccess: true, refer: false });
      const order = await placeOrder(fr);
      expect(order.statusCode, order.body).toBe(200);
      expect(await attemptsOf(id)).toHaveLength(checks);
    });

    it('a customer refused in one store is refused in the other, with the spec message', async () => {
      const { token } = await newCustomer('minor');
      const uk = inStore(token, 'default');
      await podsWithDelivery(uk, { ...UK_ADDRESS, email: undefined });
      expect((await uk.post('carts/mine/age-verification/verify')).json()).toMatchObject({ verificationSuccess: false, verificationRequired: true });

      const fr = inStore(token, 'fr');
      await podsWithDelivery(fr, PARIS);
      expect((await fr.get('carts/mine/age-verification')).json()).toMatchObject({ isVerified: false, status: 'failed' });
      const order = await placeOrder(fr);
      expect(order.statusCode).toBe(400);
      // The French store says it in French.
      expect(order.json()).toEqual({ message: 'Vous ne pouvez pas poursuivre la commande, car la vérification de l’âge a échoué.', parameters: [] });
    });
  });

  describe('a guest who logs in', () => {
    /** A UK guest basket with pods and delivery, under the given email. */
    async function guestBasketFor(email: string): Promise<string> {
      const cartId: string = (await client().post('guest-carts')).json();
      expect((await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: cartId } })).statusCode).toBe(200);
      const shipping = await client().post(`guest-carts/${cartId}/shipping-information`, {
        addressInformation: { shipping_address: { ...UK_ADDRESS, email }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      expect(shipping.statusCode, shipping.body).toBe(200);
      return cartId;
    }

    async function logInWith(email: string, guestCartId: string) {
      const tab = browser(t);
      await tab.load();
      const res = await tab.login({ email, password: PASSWORD }, { guest_cart_id: guestCartId });
      expect(res.json()).toMatchObject({ errors: false });
      // The session is rotated at login: the page reloads its sections and their new form key.
      await tab.load();
      return tab;
    }

    it('verified as a guest under the account\u2019s email: the customer is verified and orders with no new check', async () => {
      const { email, id } = await newCustomer('referPassport');
      const cartId = await guestBasketFor(email);
      expect((await client().post(`guest-carts/${cartId}/age-verification/verify`, {})).json()).toMatchObject({ refer: true });
      const proof = await client().post(`guest-carts/${cartId}/age-verification/refer`, {
        proofMethod: 'passport',
        passportNumber: SPECIMEN_MRZ_TYPED,
        passportDate: SPECIMEN_EXPIRY,
      });
      expect(proof.json()).toMatchObject({ verificationSuccess: true });

      const tab = await logInWith(email, cartId);
      expect(await verificationOf(id)).toMatchObject({ status: 'verified', verifiedMethod: 'passport', proofAttempts: 1, customerId: id, cartId: null });
      expect((await tab.send('GET', 'carts/mine/age-verification')).json()).toMatchObject({
        isVerified: true,
        isVerificationRequired: false,
        status: 'verified',
      });
      await tab.send('POST', 'carts/mine/shipping-information', {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      const order = await tab.send('POST', 'carts/mine/payment-information', {
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(order.statusCode, order.body).toBe(200);
      // No check was made for the customer: the guest's proof stands.
      expect(await attemptsOf(id)).toHaveLength(0);
    });

    it('verified as a guest under another email: that was someone else, so the customer must verify', async () => {
      const { email, id } = await newCustomer('referPassport');
      const cartId = await guestBasketFor(sandboxEmail('adult', unique()));
      expect((await client().post(`guest-carts/${cartId}/age-verification/verify`, {})).json()).toMatchObject({ verificationSuccess: true });

      const tab = await logInWith(email, cartId);
      expect(await verificationOf(id)).toBeUndefined();
      expect((await tab.send('GET', 'carts/mine/age-verification')).json()).toMatchObject({
        isVerified: false,
        isVerificationRequired: true,
        status: 'unverified',
      });
      await tab.send('POST', 'carts/mine/shipping-information', {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      // Placing the order runs the check for the account holder, who is referred: not validated yet.
      const order = await tab.send('POST', 'carts/mine/payment-information', {
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(order.statusCode).toBe(400);
      expect(order.json()).toEqual({ message: AGE_NOT_VALIDATED, parameters: [] });
    });

    it('refused as a guest: the refusal follows into the account', async () => {
      const { email, id } = await newCustomer('minor');
      const cartId = await guestBasketFor(email);
      await client().post(`guest-carts/${cartId}/age-verification/verify`, {});
      const tab = await logInWith(email, cartId);
      expect(await verificationOf(id)).toMatchObject({ status: 'failed' });
      expect(await attemptsOf(id)).toHaveLength(0);
      await tab.send('POST', 'carts/mine/shipping-information', {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      const order = await tab.send('POST', 'carts/mine/payment-information', {
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(order.json()).toEqual({ message: AGE_VERIFICATION_FAILED, parameters: [] });
    });

    it('uploads used as a guest stay used: signing in gives no attempt back', async () => {
      const { email, id } = await newCustomer('idScan');
      const cartId = await guestBasketFor(email);
      expect((await client().post(`guest-carts/${cartId}/age-verification/verify`, {})).json()).toMatchObject({ idScanRequired: true });
      for (let i = 0; i < 2; i++) {
        const res = await uploadId(t, cartId, [{ filename: 'card.png', type: 'image/png', data: sandboxImage('other') }]);
        expect(res.json()).toMatchObject({ success: false, exceed_max_attempts: false });
      }
      const tab = await logInWith(email, cartId);
      expect(await verificationOf(id)).toMatchObject({ status: 'id_scan_required', scanAttempts: 2 });
      expect((await tab.send('GET', 'carts/mine/age-verification')).json()).toMatchObject({
        isVerified: false,
        status: 'id_scan_required',
        IDScan: { isVerificationRequired: true, attemptsLeft: 1 },
      });
    });
  });
});
