/**
 * Where the storefront serves a store's content page: at its identifier, as Magento serves CMS pages
 * (e.g. '/drop-the-pod').
 */
export function cmsPagePath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}`;
}
