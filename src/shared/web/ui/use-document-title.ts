import { useEffect } from 'react';

const SHOP_NAME = 'Vype';

/** Each page names itself in the tab and for screen readers announcing the page change. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SHOP_NAME}`;
  }, [title]);
}
