import { RSA_OAEP, parseEncryptedCard } from '../domain';
import { encryptCardForm } from './card-encryption';

describe('encrypting the card form', () => {
  it('sends the blob, the type and the last four digits only', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = (await subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
      'encrypt',
      'decrypt',
    ])) as CryptoKeyPair;
    const spki = Buffer.from(await subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const payment = await encryptCardForm(
      { number: '4444 3333 2222 1111', type: 'VI', cvv: '123', expiryMonth: '7', expiryYear: '2030', name: ' Ada ' },
      { keyId: 'k1', spki },
    );
    expect(payment).toMatchObject({ cc_type: 'VI', cc_name: 'Ada', cc_number: 'XXXX-1111', cc_cid: '', cc_exp_month: '', cc_exp_year: '', cse_enabled: true });
    const sent = JSON.stringify(payment);
    expect(sent).not.toContain('4444333322221111');
    expect(sent).not.toContain('"123"');
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, parseEncryptedCard(payment.encryptedData)!.ciphertext);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '07',
      expiryYear: '2030',
      cardholderName: 'Ada',
    });
  });
});
