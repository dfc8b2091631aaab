/** Success statistics (spec §1): over 5,000 marriages, 98% satisfaction, 80% second marriages. */

export type Statistic = { value: string; label: string; detail: string };

export const stats = {
  title: "A record families trust",
  intro: "Numbers are not the point, people are. But they tell you we have done this many times before.",
  items: [
    {
      value: "5,000+",
      label: "marriages arranged",
      detail: "Over 5,000 couples have married through Rishta since we began.",
    },
    {
      value: "98%",
      label: "client satisfaction",
      detail: "98% of the families we served say they would recommend us.",
    },
    {
      value: "80%",
      label: "second marriages",
      detail: "80% of the marriages we arrange are second marriages: our particular strength.",
    },
  ] satisfies Statistic[],
} as const;
