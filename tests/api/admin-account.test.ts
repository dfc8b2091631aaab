import { afterAll, beforeAll, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { ensureAdmin } from "@/server/db/seed";
import { createTestApp, describeApi, type TestApp, uniqueEmail } from "../support/app";

/** ADMIN_EMAIL/ADMIN_PASSWORD at every start, and npm run admin:create, both run ensureAdmin. */
describeApi("ensureAdmin", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const me = (cookie: string) =>
    app.request<PublicUser>("GET", "/api/auth/me", { cookie }).then((res) => res.body.data ?? null);

  it("creates an admin, then on a restart with the same password keeps the admin signed in", async () => {
    const email = uniqueEmail("boss");
    expect(await ensureAdmin(app.db, { email, password: "Admin@2024x" })).toBe("created");
    const { cookie } = await app.signIn(email, "Admin@2024x");
    expect((await me(cookie))?.role).toBe("admin");
    expect(await ensureAdmin(app.db, { email, password: "Admin@2024x" })).toBe("updated");
    expect((await me(cookie))?.email).toBe(email);
  });

  it("re-keyed with a new password, signs out every session made with the old one", async () => {
    const email = uniqueEmail("boss");
    await ensureAdmin(app.db, { email, password: "Admin@2024x" });
    const { cookie } = await app.signIn(email, "Admin@2024x");
    expect(await me(cookie)).not.toBeNull();
    await ensureAdmin(app.db, { email, password: "Rotated@2025y" });
    expect(await me(cookie)).toBeNull();
    const old = await app.request("POST", "/api/auth/sign-in", { body: { email, password: "Admin@2024x" } });
    expect(old.status).toBe(401);
    await app.signIn(email, "Rotated@2025y");
  });

  it("promotes an existing member in place, their session now an admin's", async () => {
    const member = await app.signUp();
    expect(member.user.role).toBe("member");
    await ensureAdmin(app.db, { email: member.email, password: member.password });
    expect((await me(member.cookie))?.role).toBe("admin");
  });
});
