// Text put into the page's HTML head and into XML: every piece of catalogue data passes through here.

/** Text for an HTML attribute or element, or XML: the five characters that could end or open markup. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A JSON-LD data block. JSON.stringify alone would let a trip titled `</script><script>…` end the
 * block and start a script, or `<!--` change how the HTML parser reads the rest of the page; with
 * `<`, `>` and `&` written as JSON escapes the text holds no markup at all and parses to the same
 * value. U+2028 and U+2029 are escaped too, so the block is also valid JavaScript if anyone evals it.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
