/**
 * Where the storefront serves a store's content page: at its identifier, as Magento serves CMS pages
 * (e.g. '/drop-the-pod').
 */
export function cmsPagePath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}`;
}

/**
 * The legal pages every store has, at these identifiers, in its language (and in the other languages it
 * offers, where translated): the footer links to them and the checkout's consent notice names them. The
 * shop writes their content (the seed's is the demo's).
 */
export const LEGAL_PAGES = {
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
  delivery: 'delivery-policy',
  returns: 'returns-policy',
  cookies: 'privacy-policy-cookie-restriction-mode',
} as const;

/**
 * A store's pages or blocks in each language they are written in: the store's own version under `null`
 * (its locale's), each translation under its language's tag ('cy'), then by identifier.
 */
export type ContentByLanguage<T> = ReadonlyMap<string | null, ReadonlyMap<string, T>>;

/**
 * A page or block as a shopper reading `locale` gets it: its version in that language, else the store's
 * own (a page not yet translated reads in the store's language); null when the store has neither.
 */
export function contentIn<T>(content: ContentByLanguage<T>, locale: string, identifier: string): T | null {
  return content.get(locale)?.get(identifier) ?? content.get(null)?.get(identifier) ?? null;
}

/** Magento's answers for a page or block the store does not have (or has switched off). */
export const NO_SUCH_CMS_PAGE = 'The CMS page with the "%1" ID doesn\'t exist.';
export const NO_SUCH_CMS_BLOCK = 'The CMS block with the "%1" ID doesn\'t exist.';

/** Not shown in the spec: every content page uses Magento's one-column layout. */
export const CMS_PAGE_LAYOUT = '1column';

/** `GET cmsPage/{identifier}`: Magento's PageInterface, the fields this shop keeps. */
export interface CmsPageDto {
  id: number;
  identifier: string;
  title: string;
  page_layout: string;
  /** Magento's heading above the content; this shop's pages show their title as the heading. */
  content_heading: string;
  /** HTML written by the shop. */
  content: string;
  active: boolean;
}

/** `GET cmsBlock/{identifier}`: Magento's BlockInterface, the fields this shop keeps. */
export interface CmsBlockDto {
  id: number;
  identifier: string;
  title: string;
  /** HTML written by the shop. */
  content: string;
  active: boolean;
}
