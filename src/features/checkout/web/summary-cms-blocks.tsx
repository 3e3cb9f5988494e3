/** The store's CMS blocks in the summary: the consent notice and the delivery block. */
export function SummaryCmsBlocks() {
  return null;
}
