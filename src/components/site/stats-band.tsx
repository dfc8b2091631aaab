import { useLocale } from "next-intl";
import { stats as statsContent } from "@/content/stats";
import { container } from "./container";

/** The success statistics on a rose band. */
export function StatsBand({ id = "statistics" }: { id?: string }) {
  const stats = statsContent[useLocale()];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 bg-primary py-14 text-primary-foreground"
    >
      <div className={container}>
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight sm:text-3xl">
            {stats.title}
          </h2>
          <p className="mt-3 text-primary-foreground/90">{stats.intro}</p>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-3">
          {stats.items.map((item) => (
            <li key={item.label} className="flex flex-col gap-1 border-primary-foreground/40 border-s-2 ps-5">
              <p>
                <span className="block font-bold text-4xl tracking-tight sm:text-5xl">{item.value}</span>
                <span className="mt-1 block font-semibold text-lg">{item.label}</span>
              </p>
              <p className="text-primary-foreground/90 text-sm">{item.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
