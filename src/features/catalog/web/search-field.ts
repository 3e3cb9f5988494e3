import { pageRoutes } from '../../../shared/web/routes';

/** What the header's field is given, plain or with its suggestions. */
export interface SearchFieldProps {
  inputId: string;
  labelId: string;
  /** The text the field starts with (what the plain field held, or the results page's query). */
  query: string;
  /** Told of every change of the text. */
  setQuery: (query: string) => void;
  /** Take the focus as it appears (it replaces the plain field the shopper is in). */
  focusOnMount: boolean;
}

/** Whether a path is the search results page (`/catalogsearch/result`), as the router matches it. */
export const isResultsPage = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '') === pageRoutes.catalogSearch;
