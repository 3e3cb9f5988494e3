import './cms.css';

/**
 * HTML the shop wrote (a content page or block), as Magento shows it: trusted content from the shop's own
 * tables, never a shopper's. The site's Content-Security-Policy (script-src 'self') keeps any script or
 * inline handler in it from running.
 */
export function ShopHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own CMS HTML (see above); the CSP keeps scripts in it from running.
  return <div className={className ? `shop-html ${className}` : 'shop-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}
