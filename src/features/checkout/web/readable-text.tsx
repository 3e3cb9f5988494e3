/** A plain-text body (agreements, trial terms) as paragraphs: blank lines part them. */
export function ReadableText({ text }: { text: string | string[] }) {
  const paragraphs = Array.isArray(text) ? text : text.split(/\n\s*\n/);
  return (
    <div className="readable-text">
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in its order; the same text gives the same list.
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
