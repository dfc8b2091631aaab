import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) addresses made into links; everything else stays text. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.length}`;
        if (index % 2 === 1) {
          // Trailing punctuation belongs to the sentence, not the address.
          const url = part.replace(/[.,;:!?)]+$/, "");
          const tail = part.slice(url.length);
          return (
            <Fragment key={key}>
              <a href={url} className="break-all text-primary underline underline-offset-2">
                {url}
              </a>
              {tail}
            </Fragment>
          );
        }
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}
