import { useEffect } from 'react';
import { STRUCTURED_DATA_ATTRIBUTE, jsonLdText } from '../domain/structured-data';

/**
 * Keeps the page's structured data (JSON-LD in the head) to the product on screen: it takes over the
 * script the server wrote into the page, or adds one, and removes it when the page goes. Null (the data
 * not known yet) leaves the head as it is.
 */
export function useStructuredData(data: unknown): void {
  const text = data === null ? null : jsonLdText(data);
  useEffect(() => {
    if (text === null) return;
    let script = document.head.querySelector<HTMLScriptElement>(`script[${STRUCTURED_DATA_ATTRIBUTE}]`);
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
      document.head.append(script);
    }
    script.textContent = text;
    const written = script;
    return () => written.remove();
  }, [text]);
}
