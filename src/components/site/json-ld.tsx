/** Structured data for search engines, as a JSON-LD script. `<` is escaped so text can't end the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; the JSON is built from our own content with `<` escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
