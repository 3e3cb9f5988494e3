/** What a shopper does first on a page: touch or click, a key, or moving the focus (keyboard users). */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the shopper's first touch, click, key or focus change on the page, for work a page
 * needs only once it is being used (the next step's code). Answers the cleanup for an effect.
 */
export function onFirstInteraction(run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, once, options);
  };
  function once() {
    stop();
    run();
  }
  for (const type of FIRST_INTERACTIONS) document.addEventListener(type, once, options);
  return stop;
}
