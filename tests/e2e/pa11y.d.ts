/** The part of pa11y 10's API the accessibility spec uses (the package ships no types). */
declare module "pa11y" {
  import type { Browser, LaunchOptions } from "puppeteer";

  export type Pa11yIssue = {
    code: string;
    type: "error" | "warning" | "notice";
    typeCode: number;
    message: string;
    context: string;
    selector: string;
    runner: string;
  };

  export type Pa11yOptions = {
    browser?: Browser;
    chromeLaunchConfig?: LaunchOptions;
    runners?: string[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    timeout?: number;
    wait?: number;
    headers?: Record<string, string>;
    includeWarnings?: boolean;
    includeNotices?: boolean;
    ignore?: string[];
  };

  export type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
