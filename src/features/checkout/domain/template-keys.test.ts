import { withoutTemplateKeys } from './template-keys';

describe('withoutTemplateKeys (Magento filterTemplateData)', () => {
  it('drops title and __disableTmpl at every depth, in objects and in arrays', () => {
    const data = {
      method: 'cashondelivery',
      title: 'Cash On Delivery',
      __disableTmpl: { title: true },
      po_number: null,
      additional_data: { cc_type: 'VI', title: 'Visa', nested: [{ title: 'x', keep: 1 }, 'title', ['title']], __disableTmpl: true },
    };
    expect(withoutTemplateKeys(data)).toEqual({
      method: 'cashondelivery',
      po_number: null,
      additional_data: { cc_type: 'VI', nested: [{ keep: 1 }, 'title', ['title']] },
    });
  });

  it('leaves its input unchanged and keeps values other than plain data as they are', () => {
    const data = { title: 'x', inner: { title: 'y', n: 0, flag: false, empty: '' } };
    const before = structuredClone(data);
    withoutTemplateKeys(data);
    expect(data).toEqual(before);
    expect(withoutTemplateKeys('title')).toBe('title');
    expect(withoutTemplateKeys(null)).toBeNull();
    expect(withoutTemplateKeys([1, { title: 2 }])).toEqual([1, {}]);
  });

  it('copes with nesting far deeper than the stack would allow by recursion', () => {
    let deep: unknown = { title: 'bottom', value: 1 };
    for (let i = 0; i < 200_000; i++) deep = { next: deep };
    let copy = withoutTemplateKeys(deep) as { next?: unknown; value?: number; title?: string };
    while (copy.next) copy = copy.next as typeof copy;
    expect(copy).toEqual({ value: 1 });
  });

  it('keeps a key named __proto__ as a plain key, never as the copy’s prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "title": "x"}') as object;
    const copy = withoutTemplateKeys(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('set-payment-information body', () => {
  it('reads the payment data without the template keys a Magento client may send', async () => {
    const { setPaymentInformationBodySchema } = await import('./payment-input');
    const body = setPaymentInformationBodySchema.parse({
      cartId: 'abc',
      paymentMethod: {
        method: 'worldpay_cc',
        title: 'Credit / Debit Card',
        __disableTmpl: { title: true },
        additional_data: { cc_type: 'VI', title: 'Visa', __disableTmpl: true, details: { title: 'x', brand: 'VISA' } },
      },
    });
    expect(body.paymentMethod).toEqual({ method: 'worldpay_cc', additional_data: { cc_type: 'VI', details: { brand: 'VISA' } } });
  });
});
