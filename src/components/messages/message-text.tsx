import { Fragment } from "react";

/** Addresses as members type them: with a scheme, or starting www. */
const LINK = /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,!?;:)\]'"]+$/;

/**
 * A message's text, always as text (never HTML): line breaks kept, long words wrapped. Links are
 * only clickable between connections (issue 16); then they open in a new tab with
 * rel="noopener noreferrer nofollow ugc", since what a member types is not vouched for.
 */
export function MessageText({ text, linksClickable }: { text: string; linksClickable: boolean }) {
  if (!linksClickable) return <p className="whitespace-pre-wrap break-words">{text}</p>;
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const address = raw.replace(TRAILING, "");
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href: address.startsWith("www.") ? `https://${address}` : address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
