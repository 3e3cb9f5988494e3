import { storeDataPaths } from './first-data';
import { contentPageIdentifier, isContentPagePath, pageRoutes } from '../../shared/domain/page-routes';

describe('where content pages live', () => {
  it('reads the identifier from the path', () => {
    expect(contentPageIdentifier('/drop-the-pod')).toBe('drop-the-pod');
    expect(contentPageIdentifier('/delivery-policy/')).toBe('delivery-policy');
    expect(contentPageIdentifier('/about_us2')).toBe('about_us2');
  });

  it('only a slug of one segment can be an identifier', () => {
    for (const path of ['/', '/a/b', '/drop the pod', '/drop%20the%20pod', '/drop-the-pod.html', '/-drop', '/%E0%A4%A', `/${'a'.repeat(101)}`]) {
      expect(contentPageIdentifier(path), path).toBeNull();
    }
  });

  it('the shop’s own pages win over a content page’s address', () => {
    expect(isContentPagePath('/drop-the-pod')).toBe(true);
    for (const path of ['/', '/checkout', '/Checkout/', '/checkout/register', '/checkout/cart', '/product/epod', '/customer/account/login']) {
      expect(isContentPagePath(path), path).toBe(false);
    }
  });

  it('the early-data script’s copy of the rule preloads exactly the content pages', () => {
    const fixedPages = Object.values(pageRoutes).map((pattern) => pattern.replace(/:[^/]+/g, 'epod'));
    const paths = [
      ...fixedPages,
      '/drop-the-pod',
      '/Drop_The_Pod2/',
      '/drop-the-pod.html',
      '/-drop',
      '/a/b',
      `/${'a'.repeat(100)}`,
      `/${'a'.repeat(101)}`,
      '/%E0%A4%A',
    ];
    for (const path of paths) {
      const identifier = contentPageIdentifier(path);
      const preloaded = storeDataPaths(path, new URLSearchParams(), 'default').filter((p) => p.startsWith('cmsPage/'));
      expect(preloaded, path).toEqual(identifier === null ? [] : [`cmsPage/${identifier}`]);
    }
  });
});
