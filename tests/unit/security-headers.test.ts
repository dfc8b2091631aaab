import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSecurityHeaders, inlineScriptHashes, prerenderedPageScripts } from "@/server/security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** What the entry hands `apply`: a request's method and headers, a response that takes headers. */
function exchange(method = "GET") {
  const req = { method, headers: {} as Record<string, string> };
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    requestCsp: () => req.headers["content-security-policy"],
    header: (name: string) => headers.get(name),
  };
}

describe("inline script hashes (decision 0016)", () => {
  it("hashes the text of each inline script the browser would run, once", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
      '<script id="_R_">globalThis.x=1</script>' +
      '<script type="module">import("/a.js")</script>' +
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
      "<script></script>";
    expect(inlineScriptHashes(html)).toEqual([
      sha256("(self.__next_f=self.__next_f||[]).push([0])"),
      sha256("globalThis.x=1"),
      sha256('import("/a.js")'),
    ]);
  });

  it("leaves data blocks (JSON-LD) alone: the browser never runs them, so the CSP does not judge them", () => {
    const html = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the text as the HTML parser hands it over: line breaks as LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha256("a()\nb()\nc()")]);
  });
});

describe("security headers", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function build(
    routes: Record<string, { initialRevalidateSeconds: number | false }>,
    pages: Record<string, string>,
  ) {
    const dir = mkdtempSync(path.join(tmpdir(), "rishta-dist-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "server", "app", "auth"), { recursive: true });
    writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes }));
    for (const [file, script] of Object.entries(pages)) {
      writeFileSync(path.join(dir, "server", "app", file), `<html><script>${script}</script></html>`);
    }
    return dir;
  }

  it("reads the prerendered pages from the build: / is index.html; pages that regenerate are left out", () => {
    const dir = build(
      {
        "/": { initialRevalidateSeconds: false },
        "/auth/forgot-password": { initialRevalidateSeconds: false },
        "/news": { initialRevalidateSeconds: 60 },
        "/robots.txt": { initialRevalidateSeconds: false },
      },
      { "index.html": "home()", "auth/forgot-password.html": "forgot()", "news.html": "news()" },
    );
    const pages = prerenderedPageScripts(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/auth/forgot-password"]);
    expect(pages.get("/")).toEqual([sha256("home()")]);
  });

  it("takes the hashes of the language the proxy will serve: ?lang=, then the cookie, then Accept-Language", () => {
    const dir = build(
      { "/en/faq": { initialRevalidateSeconds: false }, "/ur/faq": { initialRevalidateSeconds: false } },
      {},
    );
    mkdirSync(path.join(dir, "server", "app", "en"), { recursive: true });
    mkdirSync(path.join(dir, "server", "app", "ur"), { recursive: true });
    writeFileSync(
      path.join(dir, "server", "app", "en", "faq.html"),
      "<html><script>english()</script></html>",
    );
    writeFileSync(path.join(dir, "server", "app", "ur", "faq.html"), "<html><script>urdu()</script></html>");
    const headers = createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: dir });
    const cases: [string, Record<string, string>, string][] = [
      ["/faq", {}, "english()"],
      ["/faq", { cookie: "rishta_lang=ur" }, "urdu()"],
      ["/faq?lang=en", { cookie: "rishta_lang=ur" }, "english()"],
      ["/faq?lang=ur", {}, "urdu()"],
      ["/faq", { "accept-language": "ur-PK,ur;q=0.9" }, "urdu()"],
    ];
    for (const [url, requestHeaders, script] of cases) {
      const x = exchange();
      Object.assign(x.req, { url });
      Object.assign(x.req.headers, requestHeaders);
      headers.apply(x.req, x.res, "/faq");
      expect(x.header("content-security-policy"), `${url} ${JSON.stringify(requestHeaders)}`).toContain(
        `'self' ${sha256(script)};`,
      );
    }
  });

  it("uses the hashes for GET and HEAD of a prerendered page (also percent-encoded), a nonce otherwise", () => {
    const dir = build({ "/about": { initialRevalidateSeconds: false } }, { "about.html": "about()" });
    const headers = createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: dir });
    for (const [method, pathname] of [
      ["GET", "/about"],
      ["HEAD", "/about"],
      ["GET", "/ab%6Fut"],
    ] as const) {
      const x = exchange(method);
      headers.apply(x.req, x.res, pathname);
      expect(x.header("content-security-policy"), `${method} ${pathname}`).toContain(
        `'self' ${sha256("about()")};`,
      );
      expect(x.requestCsp()).toBeUndefined();
    }
    // A form post or a server action makes Next render the page instead of sending its file.
    const post = exchange("POST");
    headers.apply(post.req, post.res, "/about");
    expect(post.header("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(post.requestCsp()).toBe(post.header("content-security-policy"));
  });

  it("sends HSTS and upgrade-insecure-requests only when APP_URL is https", () => {
    const secure = createSecurityHeaders({ appUrl: "https://rishta.pk", dev: false, distDir: null });
    const page = exchange();
    secure.apply(page.req, page.res, "/dashboard");
    expect(page.header("strict-transport-security")).toBe("max-age=31536000");
    expect(page.header("content-security-policy")).toMatch(/; upgrade-insecure-requests$/);
    const api = exchange();
    secure.apply(api.req, api.res, "/api/health");
    expect(api.header("strict-transport-security")).toBe("max-age=31536000");

    const plain = createSecurityHeaders({ appUrl: "http://192.168.1.20:3000", dev: false, distDir: null });
    const lan = exchange();
    plain.apply(lan.req, lan.res, "/dashboard");
    expect(lan.header("strict-transport-security")).toBeUndefined();
    expect(lan.header("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("lets pages post forms to the payment provider's hosted checkout when named, and nowhere else", () => {
    const plain = createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: null });
    const own = exchange();
    plain.apply(own.req, own.res, "/dashboard/subscription");
    expect(own.header("content-security-policy")).toContain("form-action 'self';");
    const withProvider = createSecurityHeaders({
      appUrl: "http://localhost:3000",
      dev: false,
      distDir: null,
      formActionOrigins: ["https://ipguat.apps.net.pk/Ecommerce/api/Transaction/PostTransaction"],
    });
    const page = exchange();
    withProvider.apply(page.req, page.res, "/dashboard/subscription");
    expect(page.header("content-security-policy")).toContain(
      "form-action 'self' https://ipguat.apps.net.pk;",
    );
  });

  it("allows eval only in development, where React's dev build needs it", () => {
    for (const dev of [true, false]) {
      const headers = createSecurityHeaders({ appUrl: "http://localhost:3000", dev, distDir: null });
      const x = exchange();
      headers.apply(x.req, x.res, "/");
      expect(x.header("content-security-policy")?.includes("'unsafe-eval'")).toBe(dev);
      expect(x.header("content-security-policy")).not.toContain("'unsafe-inline' 'nonce");
      expect(x.header("content-security-policy")).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'( 'unsafe-eval')?;/,
      );
    }
  });

  it("locks API answers and build assets down: nothing to run, nothing to frame", () => {
    const headers = createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: null });
    for (const pathname of ["/api/health", "/api/trpc/auth.me", "/_next/static/chunks/a.js"]) {
      const x = exchange();
      headers.apply(x.req, x.res, pathname);
      expect(x.header("content-security-policy"), pathname).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(x.header("x-content-type-options"), pathname).toBe("nosniff");
      expect(x.requestCsp(), pathname).toBeUndefined();
    }
  });
});
