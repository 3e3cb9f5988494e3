import { isContentPagePath } from '../../../shared/domain/page-routes';
import { cmsIdentifierOfPath, cmsPagePath } from '.';

describe('where content pages live', () => {
  it('serves a page at its identifier, and reads the identifier back from the path', () => {
    expect(cmsPagePath('drop-the-pod')).toBe('/drop-the-pod');
    expect(cmsIdentifierOfPath('/drop-the-pod')).toBe('drop-the-pod');
    expect(cmsIdentifierOfPath('/delivery-policy/')).toBe('delivery-policy');
    expect(cmsIdentifierOfPath('/about_us2')).toBe('about_us2');
  });

  it('only a slug of one segment can be an identifier', () => {
    for (const path of ['/', '/a/b', '/drop the pod', '/drop%20the%20pod', '/drop-the-pod.html', '/-drop', '/%E0%A4%A', `/${'a'.repeat(101)}`]) {
      expect(cmsIdentifierOfPath(path), path).toBeNull();
    }
  });

  it('the shop’s own pages win over a content page’s address', () => {
    expect(isContentPagePath('/drop-the-pod')).toBe(true);
    for (const path of ['/', '/checkout', '/Checkout/', '/checkout/register', '/checkout/cart', '/product/epod', '/customer/account/login']) {
      expect(isContentPagePath(path), path).toBe(false);
    }
  });
});
