import { podRecyclingState } from './block-state';
import { type PodRecyclingSettings, podRecyclingSettings } from './settings';

const settings: PodRecyclingSettings = {
  enabled: true,
  sku: 'POD-RECYCLE-BAG',
  qty: 1,
  title: 'Drop the Pod',
  description: 'Send your pods back.',
  pageId: 'drop-the-pod',
  qualifyingKinds: ['pod'],
};
const pods = { sku: 'EPOD-CRISP-MINT-12', kind: 'pod' };
const device = { sku: 'EPOD2-KIT-BLACK', kind: 'device' };
const bag = { sku: 'POD-RECYCLE-BAG', kind: 'recycling' };
const onShelf = { stock: 10, maxSaleQty: 1 };

describe('pod recycling block', () => {
  it('shows with a pod in the basket and the bag on sale, and adds while the bag is not in the basket', () => {
    expect(podRecyclingState(settings, [device, pods], onShelf)).toEqual({ show: true, inCart: false, salable: true, canAdd: true });
  });

  it('stays with the button off once the bag is in the basket', () => {
    expect(podRecyclingState(settings, [pods, bag], onShelf)).toEqual({ show: true, inCart: true, salable: true, canAdd: false });
  });

  it('hides without a qualifying line: devices, accessories or the bag itself do not count', () => {
    expect(podRecyclingState(settings, [device, bag], onShelf).show).toBe(false);
    expect(podRecyclingState(settings, [], onShelf).show).toBe(false);
    expect(podRecyclingState({ ...settings, qualifyingKinds: ['pod', 'recycling'] }, [bag], onShelf).show).toBe(false);
  });

  it('hides when the scheme is off', () => {
    expect(podRecyclingState({ ...settings, enabled: false }, [pods], onShelf)).toMatchObject({ show: false, canAdd: false });
  });

  it('hides when the bag is not salable: not sold in the store, out of stock, or more than its sale limit', () => {
    expect(podRecyclingState(settings, [pods], null)).toMatchObject({ show: false, salable: false, canAdd: false });
    expect(podRecyclingState(settings, [pods], { stock: 0, maxSaleQty: 1 })).toMatchObject({ show: false, salable: false });
    expect(podRecyclingState({ ...settings, qty: 2 }, [pods], onShelf)).toMatchObject({ show: false, salable: false });
    expect(podRecyclingState({ ...settings, sku: '' }, [pods], onShelf).show).toBe(false);
  });

  it('reads the prs config paths, with a list of qualifying kinds', () => {
    const read = podRecyclingSettings.read({
      'prs/general/enabled': '1',
      'prs/general/sku': ' POD-RECYCLE-BAG ',
      'prs/general/qualifying_kinds': 'pod, cartridge',
      'prs/general/qty': '0',
    });
    expect(read.podRecycling).toMatchObject({
      enabled: true,
      sku: 'POD-RECYCLE-BAG',
      qty: 1,
      qualifyingKinds: ['pod', 'cartridge'],
      title: 'Recycle your used pods',
    });
  });
});
