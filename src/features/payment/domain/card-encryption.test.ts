import { encryptCard, fromBase64, maskedCard, parseEncryptedCard, RSA_OAEP } from './card-encryption';
import { normaliseVaultMethod } from './method-codes';

describe('client-side card encryption', () => {
  it('encrypts with the gateway key so that only its private key reads the card', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = (await subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
      'encrypt',
      'decrypt',
    ])) as CryptoKeyPair;
    const spki = Buffer.from(await subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const card = { number: '4444333322221111', cvc: '123', expiryMonth: '12', expiryYear: '2030', cardholderName: 'Ada' };
    const blob = await encryptCard({ keyId: 'k1', spki }, card);
    expect(blob).toMatch(/^v1\.k1\./);
    expect(blob).not.toContain('4444');
    const parsed = parseEncryptedCard(blob)!;
    expect(parsed.keyId).toBe('k1');
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, parsed.ciphertext);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(card);
  });

  it('refuses what is not a blob, and masks a number to its last four', () => {
    expect(parseEncryptedCard('4444333322221111')).toBeNull();
    expect(parseEncryptedCard('v1.k1.***')).toBeNull();
    expect(fromBase64('AQI=')).toEqual(new Uint8Array([1, 2]));
    expect(maskedCard('4444 3333 2222 1111')).toBe('XXXX-1111');
  });

  it('reduces subscription vault names to subscribe_pro_vault', () => {
    expect(normaliseVaultMethod('subscribe_pro_vault_3')).toBe('subscribe_pro_vault');
    expect(normaliseVaultMethod('worldpay_cc_vault')).toBe('worldpay_cc_vault');
  });
});
