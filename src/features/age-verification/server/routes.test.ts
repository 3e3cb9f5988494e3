import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { ageVerificationAttempts, ageVerifications, carts, products } from '../../../db/schema';
import { FILE_DIMENSIONS_MESSAGE, FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { REST, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';
import {
  AGE_NOT_VALIDATED,
  AGE_REFER_MESSAGE,
  AGE_VERIFICATION_FAILED,
  DRIVING_LICENCE_INVALID,
  PASSPORT_EXPIRY_MISMATCH,
  PASSPORT_MRZ_INVALID,
  PROOF_CALL_FAILED,
  VERIFY_CALL_FAILED,
} from '../domain';
import { sandboxImage } from '../providers/sandbox-images';
import { IdImagePoolBusy } from './id-image-pool';
import { ADULT_LICENCE, SPECIMEN_EXPIRY, SPECIMEN_MRZ_TYPED, expectClientLimit, guestBasket, multipartBody, uploadId } from './testing';

const ID_FAILED = 'We could not verify your age from this image. Please upload a clear photo of your driving licence or passport.';
const MAX_ATTEMPTS = 'You have reached the maximum number of attempts to verify your age. Please contact customer support.';

describe('age verification (spec 001 §2–§8, spec 002 §5 check 4)', () => {
  let t: TestApp;
  let restore: () => Promise<void>;
  const client = () => shopClient(t);

  beforeAll(async () => {
    t = await createTestApp();
    restore = await setStoreConfig(t.database.db, { 'age_verification/general/client_attempts_per_window': '10000' });
  });
  afterAll(async () => {
    await restore();
    await t.close();
  });
  afterEach(() => {
    t.adapters.ageVerification.sandbox.mode = 'up';
  });

  const verify = (cartId: string, body: unknown = { cardType: 'VI' }) => client().post(`guest-carts/${cartId}/age-verification/verify`, body);
  const refer = (cartId: string, body: unknown) => client().post(`guest-carts/${cartId}/age-verification/refer`, body);
  const config = async (cartId: string) => (await client().get(`guest-carts/${cartId}/age-verification`)).json();
  const placeOrder = (cartId: string, extra: Record<string, unknown> = {}) =>
    client().post(`guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      ...extra,
    });
  const png = (kind: 'valid-id' | 'other') => sandboxImage(kind, 'png');
  const rowsFor = async (cartId: string) => {
    const [{ id }] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId));
    return t.database.db.select().from(ageVerifications).where(eq(ageVerifications.cartId, id));
  };
  const attemptsFor = async (cartId: string) => {
    const [row] = await rowsFor(cartId);
    return row ? t.database.db.select().from(ageVerificationAttempts).where(eq(ageVerificationAttempts.verificationId, row.id)) : [];
  };

  describe('the page config', () => {
    it('asks for verification when the basket holds age-restricted products, not for accessories alone', async () => {
      const pods = await guestBasket(t, 'adult');
      expect(await config(pods.cartId)).toMatchObject({
        isVerified: false,
        isVerificationRequired: true,
        status: 'unverified',
        IDScan: {
          enabled: true,
          isVerificationRequired: false,
          supportPhone: '0800 123 4567',
          supportEmail: 'support@vype.example',
          submitUrl: '/idscan/submit',
        },
        ageVerifyWithIdscan: { IdscanWithAgeVerificationEnabled: false },
        paths: { verify: '/age-verification/verify', refer: '/age-verification/refer', idScan: '/idscan/submit' },
      });
      const cable = await guestBasket(t, 'minor', [{ sku: 'ACC-USBC-CABLE', qty: 1 }]);
      expect(await config(cable.cartId)).toMatchObject({ isVerified: true, isVerificationRequired: false });
    });

    it('marks the products: pods, devices and samples are age-restricted, accessories are not', async () => {
      const rows = await t.database.db.select({ sku: products.sku, ageRestricted: products.ageRestricted }).from(products);
      const restricted = Object.fromEntries(rows.map((r) => [r.sku, r.ageRestricted]));
      expect(restricted).toMatchObject({
        'EPOD-CRISP-MINT-12': true,
        'EPOD2-KIT-BLACK': true,
        'EPEN3-KIT-SILVER': true,
        'ACC-USBC-CABLE': false,
        'ACC-CARRY-CASE': false,
      });
      const product = (await client().get('products/EPOD2-KIT-BLACK')).json();
      expect(product.custom_attributes).toContainEqual({ attribute_code: 'age_restricted', value: '1' });
    });

    it('is not offered where the store does not ask for verification', async () => {
      const res = await client().post(`/rest/de/V1/guest-carts/${(await client().post('/rest/de/V1/guest-carts')).json()}/age-verification/verify`, {});
      expect(res.statusCode).toBe(404);
      // The German store answers in German.
      expect(res.json().message).toBe('In diesem Shop ist keine Altersprüfung erforderlich.');
    });
  });

  describe('each sandbox identity', () => {
    it('the adult passes at once and orders', async () => {
      const { cartId } = await guestBasket(t, 'adult');
      const res = await verify(cartId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        verificationSuccess: true,
        verificationRequired: false,
        refer: false,
        exceededMaxAttempts: false,
        message: '',
        idScanRequired: false,
        attemptsLeft: 3,
      });
      expect(await config(cartId)).toMatchObject({ isVerified: true, status: 'verified' });
      expect((await placeOrder(cartId)).statusCode).toBe(200);
      expect((await attemptsFor(cartId)).map((a) => [a.method, a.outcome])).toEqual([['automatic', 'pass']]);
    });

    it('a referred shopper passes with the passport line typed without chevrons; a mistyped line costs no attempt', async () => {
      const { cartId } = await guestBasket(t, 'referPassport');
      expect((await verify(cartId)).json()).toMatchObject({ verificationSuccess: false, refer: true, message: AGE_REFER_MESSAGE, attemptsLeft: 3 });
      expect((await placeOrder(cartId)).json()).toEqual({ message: AGE_NOT_VALIDATED, parameters: [] });

      const typo = await refer(cartId, {
        proofMethod: 'passport',
        passportNumber: SPECIMEN_MRZ_TYPED.replace('C3UTO', 'C4UTO'),
        passportDate: SPECIMEN_EXPIRY,
      });
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toEqual({ message: PASSPORT_MRZ_INVALID, parameters: { fieldName: 'passportNumber' } });
      const wrongDate = await refer(cartId, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: '2030-01-01' });
      expect(wrongDate.json().message).toBe(PASSPORT_EXPIRY_MISMATCH);
      expect((await config(cartId)).attemptsLeft).toBe(3);

      const ok = await refer(cartId, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: SPECIMEN_EXPIRY });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ verificationSuccess: true, refer: false });
      expect((await placeOrder(cartId)).statusCode).toBe(200);
      const attempts = await attemptsFor(cartId);
      expect(attempts.map((a) => [a.method, a.outcome])).toEqual([
        ['automatic', 'refer'],
        ['passport', 'pass'],
      ]);
      // The document number is kept only as a keyed hash.
      expect(attempts[1].documentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(attempts)).not.toContain('L898902C');
    });

    it('a referred shopper passes with a driving licence sent as the serialised form', async () => {
      const { cartId } = await guestBasket(t, 'referLicence');
      expect((await verify(cartId)).json().refer).toBe(true);
      const bad = await refer(cartId, { proofMethod: 'driverLicense', driverLicense: 'MORGA713116SM9IJ' });
      expect(bad.json()).toEqual({ message: DRIVING_LICENCE_INVALID, parameters: { fieldName: 'driverLicense' } });
      const res = await t.request({
        method: 'POST',
        url: `${REST}/guest-carts/${cartId}/age-verification/refer`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `proofMethod=driverLicense&driverLicense=${ADULT_LICENCE}&passportNumber=&passportDate=`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().verificationSuccess).toBe(true);
      expect((await placeOrder(cartId)).statusCode).toBe(200);
    });

    it('refuses an incomplete proof form with the spec message and changes nothing', async () => {
      const { cartId } = await guestBasket(t, 'referLicence');
      await verify(cartId);
      for (const body of [{}, { proofMethod: 'driverLicense' }, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: '23/06/1994' }]) {
        const res = await refer(cartId, body);
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await config(cartId)).attemptsLeft).toBe(3);
    });

    it('the one who fails uploads an ID: another picture is refused, then the valid ID passes', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      expect((await verify(cartId)).json()).toMatchObject({ verificationSuccess: false, refer: false, idScanRequired: true });
      expect(await config(cartId)).toMatchObject({ IDScan: { isVerificationRequired: true, attemptsLeft: 3 } });
      const refused = await uploadId(t, cartId, [{ filename: 'me.png', type: 'image/png', data: png('other') }]);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ success: false, error_message: ID_FAILED, exceed_max_attempts: false });
      const passed = await uploadId(t, cartId, [{ filename: 'licence.jpg', type: 'image/jpeg', data: sandboxImage('valid-id', 'jpeg') }]);
      expect(passed.json()).toEqual({ success: true, error_message: '', exceed_max_attempts: false });
      expect((await placeOrder(cartId)).statusCode).toBe(200);
    });

    it('the one who exceeds the attempts: proof refused, uploads run out, then the order is refused as failed', async () => {
      const { cartId } = await guestBasket(t, 'exceeded');
      expect((await verify(cartId)).json()).toMatchObject({ exceededMaxAttempts: true, idScanRequired: true, refer: false });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }])).json());
      expect(answers.map((a) => a.exceed_max_attempts)).toEqual([false, false, true]);
      expect(answers[2]).toEqual({ success: false, error_message: MAX_ATTEMPTS, exceed_max_attempts: true });
      const after = await uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }]);
      expect(after.json()).toMatchObject({ success: false, exceed_max_attempts: true });
      expect((await attemptsFor(cartId)).filter((a) => a.method === 'id_scan')).toHaveLength(3);
      expect((await placeOrder(cartId)).json()).toEqual({ message: AGE_VERIFICATION_FAILED, parameters: [] });
    });

    it('a minor is always refused, whatever they upload, and cannot order nicotine (a cable is fine)', async () => {
      const { cartId } = await guestBasket(t, 'minor');
      expect((await verify(cartId)).json()).toMatchObject({ verificationSuccess: false, exceededMaxAttempts: true, message: AGE_VERIFICATION_FAILED });
      expect((await uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }])).json().success).toBe(false);
      const order = await placeOrder(cartId);
      expect(order.statusCode).toBe(400);
      expect(order.json()).toEqual({ message: AGE_VERIFICATION_FAILED, parameters: [] });
      const cable = await guestBasket(t, 'minor', [{ sku: 'ACC-USBC-CABLE', qty: 1 }]);
      expect((await placeOrder(cable.cartId)).statusCode).toBe(200);
    });

    it('a provider outage: the spec messages with 503, nothing counted, the order refused', async () => {
      const { cartId } = await guestBasket(t, 'outage');
      const res = await verify(cartId);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: VERIFY_CALL_FAILED, parameters: [] });
      expect((await placeOrder(cartId)).json().message).toBe(AGE_NOT_VALIDATED);
      const referred = await guestBasket(t, 'referPassport');
      await verify(referred.cartId);
      t.adapters.ageVerification.sandbox.mode = 'down';
      const proof = await refer(referred.cartId, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: SPECIMEN_EXPIRY });
      expect(proof.statusCode).toBe(503);
      expect(proof.json().message).toBe(PROOF_CALL_FAILED);
      t.adapters.ageVerification.sandbox.mode = 'up';
      expect((await config(referred.cartId)).attemptsLeft).toBe(3);
      const scan = await guestBasket(t, 'idScan');
      await verify(scan.cartId);
      t.adapters.ageVerification.sandbox.mode = 'down';
      const upload = await uploadId(t, scan.cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }]);
      expect(upload.statusCode).toBe(503);
      expect(upload.json().message).toBe(
        'Age Verification request has failed, please contact the support line on a phone number 0800 123 4567 or email support@vype.example',
      );
    });
  });

  describe('the server is the gate', () => {
    it('refuses a forged "verified" flag from the browser', async () => {
      const { cartId } = await guestBasket(t, 'referPassport');
      await verify(cartId);
      const res = await placeOrder(cartId, { isVerified: true, verificationSuccess: true, extension_attributes: { age_verified: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AGE_NOT_VALIDATED);
    });

    it('runs the automatic check itself when the page skipped the step: the adult orders, the others are refused', async () => {
      const adult = await guestBasket(t, 'adult');
      expect((await placeOrder(adult.cartId)).statusCode).toBe(200);
      const skipped = await guestBasket(t, 'idScan');
      expect((await placeOrder(skipped.cartId)).json()).toEqual({ message: AGE_NOT_VALIDATED, parameters: [] });
      const minor = await guestBasket(t, 'minor');
      expect((await placeOrder(minor.cartId)).json().message).toBe(AGE_VERIFICATION_FAILED);
    });

    it('verifies a guest per basket and email: another email on the same basket must verify again', async () => {
      const { cartId } = await guestBasket(t, 'referPassport');
      await verify(cartId);
      await refer(cartId, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: SPECIMEN_EXPIRY });
      const res = await placeOrder(cartId, { email: 'someone+minor@example.com' });
      expect(res.json().message).toBe(AGE_VERIFICATION_FAILED);
      expect((await placeOrder(cartId)).statusCode).toBe(200);
    });

    it('keeps a customer verified once for good', async () => {
      const email = `av.customer.${Date.now().toString(36)}+refer-licence@example.com`;
      await client().post('customers', { customer: { email, firstname: 'Sam', lastname: 'Morgan' }, password: 'Password123!' });
      const token: string = (await client().post('integration/customer/token', { username: email, password: 'Password123!' })).json();
      const me = shopClient(t, { token });
      await me.post('carts/mine');
      await me.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
      expect((await me.post('carts/mine/age-verification/verify', {})).json().refer).toBe(true);
      expect(
        (await me.post('carts/mine/age-verification/refer', { proofMethod: 'driverLicense', driverLicense: ADULT_LICENCE })).json().verificationSuccess,
      ).toBe(true);
      expect((await me.get('carts/mine/age-verification')).json()).toMatchObject({ isVerified: true, isVerificationRequired: false });
    });
  });

  describe('the ID upload judges the file by its content', () => {
    const one = (data: Buffer, filename: string, type: string) => [{ filename, type, data }];

    it('accepts a PNG renamed .exe and sent as a program', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const res = await uploadId(t, cartId, one(png('valid-id'), 'setup.exe', 'application/x-msdownload'));
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    });

    it('accepts a photo of a few megabytes (the 64 KB limit of JSON bodies does not apply)', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const width = 1200;
      const height = 800;
      const noisy = new PNG({ width, height });
      const noise = randomBytes(noisy.data.length);
      for (let i = 0; i < noisy.data.length; i++) noisy.data[i] = i % 4 === 3 ? 255 : noise[i];
      const data = PNG.sync.write(noisy);
      expect(data.length).toBeGreaterThan(2_000_000);
      expect(data.length).toBeLessThan(5_242_880);
      const res = await uploadId(t, cartId, one(data, 'photo.png', 'image/png'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, error_message: ID_FAILED });
    });

    const bomb = () => {
      const ihdr = Buffer.alloc(25);
      ihdr.writeUInt32BE(13, 0);
      ihdr.write('IHDR', 4, 'latin1');
      ihdr.writeUInt32BE(50_000, 8);
      ihdr.writeUInt32BE(50_000, 12);
      ihdr.set([8, 6, 0, 0, 0], 16);
      return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
    };
    const jpegHeaderAndScript = () =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0<script>alert(document.cookie)</script>')]);
    const truncatedPng = () => png('valid-id').subarray(0, 200);
    const oversized = () => Buffer.concat([png('valid-id'), Buffer.alloc(5_242_881 - png('valid-id').length)]);

    it.each([
      ['an HTML page renamed .png', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'id.png', 'image/png', FILE_TYPE_MESSAGE],
      ['an SVG renamed .png', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'id.png', 'image/png', FILE_TYPE_MESSAGE],
      ['a polyglot (JPEG header + script)', jpegHeaderAndScript, 'id.jpg', 'image/jpeg', FILE_TYPE_MESSAGE],
      ['a PNG cut short', truncatedPng, 'id.png', 'image/png', FILE_TYPE_MESSAGE],
      ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'id.gif', 'image/gif', FILE_TYPE_MESSAGE],
      ['a decompression bomb (a small PNG declaring 50,000 × 50,000 pixels)', bomb, 'id.png', 'image/png', FILE_DIMENSIONS_MESSAGE],
      ['5,242,881 bytes', oversized, 'id.png', 'image/png', FILE_SIZE_MESSAGE],
    ])('refuses %s with 400, and nothing is counted or stored', async (_label, make, filename, type, message) => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const res = await uploadId(t, cartId, one(make(), filename, type));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await attemptsFor(cartId)).filter((a) => a.method === 'id_scan')).toEqual([]);
      expect((await rowsFor(cartId))[0]).toMatchObject({ scanAttempts: 0, status: 'id_scan_required' });
    });

    it('refuses two files, a file under another name, and a body that is not multipart', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const two = await uploadId(t, cartId, [...one(png('other'), 'a.png', 'image/png'), ...one(png('valid-id'), 'b.png', 'image/png')]);
      expect(two.statusCode).toBe(400);
      const wrongField = await uploadId(t, cartId, [{ field: 'image', filename: 'a.png', type: 'image/png', data: png('valid-id') }]);
      expect(wrongField.statusCode).toBe(400);
      const json = await client().post(`guest-carts/${cartId}/idscan/submit`, { files: 'x' });
      expect(json.statusCode).toBe(400);
      expect((await rowsFor(cartId))[0].scanAttempts).toBe(0);
    });

    it('answers a malformed or oversized multipart body with a 400, never a 500', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const url = `${REST}/guest-carts/${cartId}/idscan/submit`;
      const cut = multipartBody(one(png('valid-id'), 'id.png', 'image/png'));
      const truncated = await t.request({ method: 'POST', url, headers: cut.headers, payload: cut.payload.subarray(0, 300) });
      expect(truncated.statusCode).toBe(400);
      const noBoundary = await t.request({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
      expect(noBoundary.statusCode).toBe(400);
      const manyFields = multipartBody([], Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])));
      const fields = await t.request({ method: 'POST', url, headers: manyFields.headers, payload: manyFields.payload });
      expect(fields.statusCode).toBe(400);
      for (const res of [truncated, noBoundary, fields]) expect(res.json()).toHaveProperty('message');
      expect((await rowsFor(cartId))[0].scanAttempts).toBe(0);
    });

    it('re-encodes what it passes on: bytes appended after the image never reach the provider', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const seen: Uint8Array[] = [];
      const { sandbox } = t.adapters.ageVerification;
      const original = sandbox.checkIdImage.bind(sandbox);
      sandbox.checkIdImage = async (subject, image) => {
        seen.push(image.data);
        return original(subject, image);
      };
      try {
        const tainted = Buffer.concat([sandboxImage('valid-id', 'jpeg'), Buffer.from('<script>alert(1)</script>')]);
        const res = await uploadId(t, cartId, one(tainted, 'id.jpg', 'image/jpeg'));
        expect(res.statusCode).toBe(200);
        expect(res.json().success).toBe(true);
      } finally {
        sandbox.checkIdImage = original;
      }
      expect(seen).toHaveLength(1);
      expect(Buffer.from(seen[0]).includes('<script>')).toBe(false);
      expect(jpeg.decode(seen[0]).width).toBe(480);
    });
  });

  describe('the ID image is read in a worker thread', () => {
    /** A photo-like PNG with the sandbox's ID mark: noisy, so it is megabytes and takes real CPU to decode and re-encode. */
    const largeValidId = () => {
      const width = 1400;
      const height = 1000;
      const image = new PNG({ width, height });
      const noise = randomBytes(image.data.length);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          const mark = x < 48 && y < 48;
          image.data[at] = mark ? 0x0b : noise[at];
          image.data[at + 1] = mark ? 0x6e : noise[at + 1];
          image.data[at + 2] = mark ? 0x4f : noise[at + 2];
          image.data[at + 3] = 255;
        }
      }
      return PNG.sync.write(image);
    };

    it('keeps answering other shoppers while a large photo is decoded and re-encoded', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const data = largeValidId();
      expect(data.length).toBeGreaterThan(3_000_000);
      expect(data.length).toBeLessThan(5_242_880);
      const body = multipartBody([{ filename: 'photo.png', type: 'image/png', data }]);
      const started = performance.now();
      let uploadDone = 0;
      const upload = t
        .request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/idscan/submit`, payload: body.payload, headers: body.headers })
        .then((res) => {
          uploadDone = performance.now();
          return res;
        });
      // The event loop's longest stall and a cheap call's answer time while the upload is in progress.
      const stalls: number[] = [];
      const cheap: number[] = [];
      while (!uploadDone) {
        const tick = performance.now();
        await new Promise((resolve) => setImmediate(resolve));
        stalls.push(performance.now() - tick);
        const asked = performance.now();
        const res = await client().get('directory/countries/GB');
        expect(res.statusCode).toBe(200);
        if (!uploadDone) cheap.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const res = await upload;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, error_message: '', exceed_max_attempts: false });
      // Meanwhile other calls kept being answered, and the event loop never stalled for the photo: decoded
      // on it, a photo this size holds it for hundreds of milliseconds here. How long the upload takes, and
      // so how many calls fit in it, depends on the machine: at least one always does.
      expect(uploadDone).toBeGreaterThan(started);
      expect(cheap.length).toBeGreaterThanOrEqual(1);
      expect(Math.max(...cheap)).toBeLessThan(250);
      expect(Math.max(...stalls)).toBeLessThan(150);
    });

    it('turns an upload away with 503 when every image worker is busy and the queue is full; nothing is counted', async () => {
      const { cartId } = await guestBasket(t, 'idScan');
      await verify(cartId);
      const busy = vi.spyOn(t.adapters.ageVerification.imagePool, 'readIdImage').mockRejectedValueOnce(new IdImagePoolBusy());
      try {
        const res = await uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }]);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.json()).toEqual({ message: 'We are checking a lot of ID photos right now. Please try again in a minute.', parameters: [] });
      } finally {
        busy.mockRestore();
      }
      expect((await attemptsFor(cartId)).filter((a) => a.method === 'id_scan')).toHaveLength(0);
      expect((await config(cartId)).IDScan.attemptsLeft).toBe(3);
    });
  });

  it('answers the upload failure message (503) when the sandbox\u2019s own image check finds the workers busy; the attempt is given back', async () => {
    const { cartId } = await guestBasket(t, 'idScan');
    await verify(cartId);
    const busy = vi.spyOn(t.adapters.ageVerification.imagePool, 'looksLikeSandboxId').mockRejectedValueOnce(new IdImagePoolBusy());
    try {
      const res = await uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: png('valid-id') }]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Age Verification request has failed, please contact the support line on a phone number 0800 123 4567 or email support@vype.example',
        parameters: [],
      });
    } finally {
      busy.mockRestore();
    }
    expect((await config(cartId)).IDScan.attemptsLeft).toBe(3);
  });

  describe('limits', () => {
    it('rate-limits verification calls per client address: 429 past the limit', async () => {
      await expectClientLimit(t, '203.0.113.77');
    });

    it('limits proof attempts per shopper, then offers the ID upload', async () => {
      const { cartId } = await guestBasket(t, 'referPassport');
      await verify(cartId);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await refer(cartId, { proofMethod: 'driverLicense', driverLicense: ADULT_LICENCE })).json());
      expect(answers.map((a) => [a.refer, a.attemptsLeft])).toEqual([
        [true, 2],
        [true, 1],
        [false, 0],
      ]);
      expect(answers[2]).toMatchObject({ exceededMaxAttempts: true, idScanRequired: true });
      // The form is gone: a further proof changes nothing.
      const fourth = await refer(cartId, { proofMethod: 'passport', passportNumber: SPECIMEN_MRZ_TYPED, passportDate: SPECIMEN_EXPIRY });
      expect(fourth.json()).toMatchObject({ verificationSuccess: false, idScanRequired: true });
      expect((await attemptsFor(cartId)).filter((a) => a.method !== 'automatic')).toHaveLength(3);
    });
  });

  it('serves the sandbox verifier over HTTP on the shop\u2019s origin, for the HTTP adapter; a wrong key is a 401', async () => {
    const url = '/age-verification-sandbox/v1/checks';
    const subject = { firstname: 'Sam', lastname: 'Morgan', email: 'sam+refer-passport@example.com', countryId: 'GB' };
    const unkeyed = await t.request({ method: 'POST', url, payload: { type: 'automatic', subject } });
    expect(unkeyed.statusCode).toBe(401);
    expect(unkeyed.json()).toEqual({ message: 'The API key is not valid.', parameters: [] });
    const headers = { authorization: 'Bearer sandbox-development-key' };
    const referred = await t.request({ method: 'POST', url, headers, payload: { type: 'automatic', subject } });
    expect(referred.statusCode).toBe(200);
    expect(referred.json()).toMatchObject({ outcome: 'refer', reference: expect.stringMatching(/^SBX-[0-9A-F]{12}$/) });
    const malformed = await t.request({ method: 'POST', url, headers, payload: { type: 'passport', subject } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The check request is not valid.', parameters: [] });
  });

  it('writes no document number, email or image to the log', () => {
    const log = readFileSync(testLogFile(), 'utf8');
    expect(log).not.toContain('L898902C');
    expect(log).not.toContain(ADULT_LICENCE);
    expect(log).not.toMatch(/\+refer-passport@/);
    expect(log).not.toContain('IHDR');
  });
});
