import { isValidElement, type ReactElement, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

/*
 * Issue 19's walk: the first cold load of /packages took about 6 s, the whole page waiting for the
 * session and the plans (the database's start on a cold server). The page's words must not wait:
 * here the plans never arrive, and the page must still come back at once, with the plans behind a
 * Suspense boundary that streams them in later.
 */
const never = new Promise<never>(() => {});

vi.mock("server-only", () => ({}));
vi.mock("@/trpc/server", () => ({
  currentUser: () => never,
  demoPayments: () => never,
  serverApi: () => never,
}));
vi.mock("next-intl/server", () => ({
  getLocale: async () => "ur",
  getTranslations: async () => (key: string) => key,
}));

function findAll(node: ReactNode, match: (element: ReactElement) => boolean, out: ReactElement[] = []) {
  if (Array.isArray(node)) {
    for (const child of node) findAll(child, match, out);
  } else if (isValidElement(node)) {
    if (match(node)) out.push(node);
    findAll((node.props as { children?: ReactNode }).children, match, out);
  }
  return out;
}

describe("/packages", () => {
  it("renders its words without waiting for the session or the plans", async () => {
    const { default: PackagesPage } = await import("@/app/[locale]/(site)/packages/page");
    const { packages } = await import("@/content/packages");
    const timeout = new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 2_000));
    const page = await Promise.race([PackagesPage({ searchParams: Promise.resolve({}) }), timeout]);
    expect(page).not.toBe("blocked");

    const tree = page as ReactElement;
    const intro = findAll(
      tree,
      (element) => (element.props as { title?: unknown }).title === packages.ur.title,
    );
    expect(intro).toHaveLength(1);
    const boundaries = findAll(tree, (element) => element.type === Suspense);
    expect(boundaries).toHaveLength(1);
    // What waits for the database is inside the boundary, with a placeholder meanwhile.
    const [boundary] = boundaries;
    expect(boundary && (boundary.props as { fallback?: unknown }).fallback).toBeTruthy();
  });
});
