import { createContext, useContext } from 'react';

/**
 * Fetches the code of the page at a path ahead of a navigation there (the shopper is pointing at or
 * focusing the way in), so that it is in when they arrive. Given by the app's router; nothing elsewhere.
 */
export const PageCodeContext = createContext<(path: string) => void>(() => {});

export function usePageCodeAhead(): (path: string) => void {
  return useContext(PageCodeContext);
}
