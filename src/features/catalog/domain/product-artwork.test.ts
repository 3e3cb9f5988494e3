import { ARTWORK_SIZE, artworkColour, parseArtworkFile, productArtworkPath, productArtworkSvg } from './product-artwork';

describe("a product's drawing", () => {
  it('is named by its kind and a colour of the product: the one its SKU names, else one from the SKU', () => {
    expect(productArtworkPath({ sku: 'EPOD-CRISP-MINT-12', kind: 'pod' })).toBe('/media/catalog/product/v1/pod-2f9e7c.svg');
    expect(productArtworkPath({ sku: 'EPOD2-KIT-BLACK', kind: 'device' })).toBe('/media/catalog/product/v1/device-2e3440.svg');
    // The first word with a colour: golden tobacco is not blended tobacco.
    expect(artworkColour('EPOD-GOLDEN-TOBACCO-18')).not.toBe(artworkColour('EPEN-BLENDED-TOBACCO-18'));
    // No named colour: the same SKU always gives the same colour, another SKU another.
    expect(artworkColour('EPOD2-TRIAL-KIT')).toBe(artworkColour('EPOD2-TRIAL-KIT'));
    expect(artworkColour('EPOD2-TRIAL-KIT')).toMatch(/^[0-9a-f]{6}$/);
    expect(artworkColour('EPOD2-TRIAL-KIT')).not.toBe(artworkColour('ACC-USBC-CABLE'));
    // A kind without a drawing of its own is drawn as an accessory.
    expect(productArtworkPath({ sku: 'GIFT-CARD', kind: 'voucher' })).toMatch(/^\/media\/catalog\/product\/v1\/accessory-[0-9a-f]{6}\.svg$/);
  });

  it('reads back from its file name, and nothing else does', () => {
    expect(parseArtworkFile('pod-2f9e7c.svg')).toEqual({ kind: 'pod', colour: '2f9e7c' });
    for (const file of ['voucher-2f9e7c.svg', 'pod-2F9E7C.svg', 'pod-2f9e7c.png', 'pod-2f9e7c.svg.gz', '../pod-2f9e7c.svg', 'pod-"x".svg']) {
      expect(parseArtworkFile(file), file).toBeNull();
    }
  });

  it('is a small SVG of its size in its colour', () => {
    const svg = productArtworkSvg('device', '1d5fa8');
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}"`)).toBe(true);
    expect(svg).toContain('fill="#1d5fa8"');
    for (const kind of ['device', 'pod', 'sample', 'accessory', 'recycling'] as const) expect(productArtworkSvg(kind, '000000').length).toBeLessThan(1200);
  });
});
