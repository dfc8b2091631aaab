import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisibilityLevel } from "@/lib/options/profile";
import { profiles, proposals, rateLimits } from "@/server/db/schema";
import { createHttpServer } from "@/server/http";
import { photoRateRules, TOO_MANY_PHOTOS } from "@/server/profiles/images/upload-limits";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueIp } from "../support/app";
import { connectMembers } from "../support/profiles";

const UPLOADED = "Profile image upload successfully!";
const REMOVED = "Profile image removed successfully!";
const TOO_LARGE = "File size too large. Max allowed size is 2MB.";
const BAD_FORMAT = "Invalid file format. Allowed: PNG, JPG, JPEG, WEBP";
const REQUIRED = "Please upload a profile image first.";
const NOT_ALLOWED = "You are not allowed to do that.";
const UPLOAD = "/api/profile/create/image-upload";
const REPLACE = "/api/profile/update/profile-image";
const REMOVE = "/api/profile/delete/profile-image";
const IMAGE_URL = /^\/api\/profile\/images\/([A-Za-z0-9_-]{22})$/;

type Variant = "display" | "thumb" | "blurred";
type ImageData = { image_url: string };

/** A small photo-like picture in the given format. */
async function photo(format: "png" | "jpeg" | "webp", width = 640, height = 480): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = 90;
    raw[i + 2] = ((i / 3 / width) * 255) / height;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

function form(
  file: Buffer | string | null,
  fields: { name?: string; type?: string; profileId?: string } = {},
) {
  const data = new FormData();
  if (file !== null) {
    const blob = new Blob([typeof file === "string" ? file : new Uint8Array(file)], {
      type: fields.type ?? "image/jpeg",
    });
    data.append("file", blob, fields.name ?? "photo.jpg");
  }
  if (fields.profileId !== undefined) data.append("profileId", fields.profileId);
  return data;
}

describeApi("profile photos (spec §2 image panel, §5 'Profile image', DESIGN.md §3 privacy)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const upload = (member: SignedUpUser, data: FormData, method: "POST" | "PUT" = "POST") =>
    app.request<ImageData>(method, method === "POST" ? UPLOAD : REPLACE, {
      form: data,
      cookie: member.cookie,
    });

  const serve = (imageId: string, options: { cookie?: string | null; thumb?: boolean; etag?: string } = {}) =>
    app.request("GET", `/api/profile/images/${imageId}`, {
      cookie: options.cookie,
      query: options.thumb ? { size: "thumb" } : undefined,
      headers: options.etag ? { "if-none-match": options.etag } : undefined,
    });

  const stored = (imageId: string, variant: Variant) =>
    readFileSync(path.join(app.uploadsDir, imageId, `${variant}.webp`));

  const storedIds = () => readdirSync(app.uploadsDir).sort();

  async function profileOf(member: SignedUpUser) {
    const profileId = member.user.profileId;
    if (!profileId) throw new Error("member without a profile");
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, profileId));
    if (!row) throw new Error("profile row missing");
    return row;
  }

  async function setProfile(member: SignedUpUser, values: Partial<typeof profiles.$inferInsert>) {
    await app.db
      .update(profiles)
      .set(values)
      .where(eq(profiles.id, member.user.profileId ?? ""));
    await app.settle();
  }

  /** A member whose submitted profile has a photo; returns the photo's id. */
  async function memberWithPhoto(bytes?: Buffer) {
    const member = await app.signUp();
    await setProfile(member, { status: "active", profileInfoStatus: true, gender: "female" });
    const res = await upload(member, form(bytes ?? (await photo("jpeg"))));
    expect(res.status, res.text).toBe(200);
    const imageId = IMAGE_URL.exec(res.body.data?.image_url ?? "")?.[1];
    if (!imageId) throw new Error(`no image id in ${res.text}`);
    return { member, imageId };
  }

  it.each([
    ["png", "image/png", "me.png"],
    ["jpeg", "image/jpeg", "me.jpg"],
    ["webp", "image/webp", "me.webp"],
  ] as const)(
    "uploads a %s photo: three WebP variants stored, image_url on the profile",
    async (format, type, name) => {
      const member = await app.signUp();
      const res = await upload(
        member,
        form(await photo(format), { type, name, profileId: member.user.profileId ?? "" }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(UPLOADED);
      const imageUrl = res.body.data?.image_url ?? "";
      const imageId = IMAGE_URL.exec(imageUrl)?.[1] ?? "";
      expect(imageId).not.toBe("");

      const row = await profileOf(member);
      expect(row.imageId).toBe(imageId);
      expect(row.imageUrl).toBe(imageUrl);
      expect(readdirSync(path.join(app.uploadsDir, imageId)).sort()).toEqual([
        "blurred.webp",
        "display.webp",
        "thumb.webp",
      ]);
      expect(await sharp(stored(imageId, "display")).metadata()).toMatchObject({
        format: "webp",
        width: 640,
        height: 480,
      });
      expect(await sharp(stored(imageId, "thumb")).metadata()).toMatchObject({ width: 256, height: 256 });

      // The owner sees their own photo whatever the privacy settings say.
      const own = await serve(imageId, { cookie: member.cookie });
      expect(own.status).toBe(200);
      expect(own.bytes.equals(stored(imageId, "display"))).toBe(true);
    },
  );

  it("serves a JPEG that carried GPS EXIF with no metadata in any variant", async () => {
    const withGps = await sharp(await photo("jpeg", 800, 600))
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Pocket 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E", GPSMapDatum: "WGS-84-LAHORE" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.toString("latin1")).toContain("WGS-84-LAHORE");

    const { member, imageId } = await memberWithPhoto(withGps);
    await setProfile(member, { showProfilePicture: "private" });
    const display = await serve(imageId, { cookie: member.cookie });
    const thumb = await serve(imageId, { cookie: member.cookie, thumb: true });
    const blurred = await serve(imageId); // a visitor: the blurred variant
    expect(blurred.bytes.equals(stored(imageId, "blurred"))).toBe(true);
    for (const res of [display, thumb, blurred]) {
      expect(res.status).toBe(200);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.bytes.toString("latin1")).not.toMatch(/WGS-84-LAHORE|PhoneMaker|Pocket 9/);
    }
    // Upright: the orientation was applied, not just dropped.
    expect(await sharp(display.bytes).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it("refuses a file over 2 MB with the size message (413), storing nothing", async () => {
    const member = await app.signUp();
    const before = storedIds();
    const huge = await upload(member, form(Buffer.alloc(3 * 1024 * 1024, 0xff)));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: TOO_LARGE, code: "PAYLOAD_TOO_LARGE" });

    // Just over the limit: past the multipart reader, refused by the photo check.
    const jpeg = await photo("jpeg", 64, 64);
    const justOver = Buffer.concat([jpeg, Buffer.alloc(2_097_153 - jpeg.length)]);
    const res = await upload(member, form(justOver));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: TOO_LARGE, code: "PAYLOAD_TOO_LARGE" });

    expect(storedIds()).toEqual(before);
    expect((await profileOf(member)).imageId).toBeNull();
  });

  it("decides the type by the bytes: a text file named x.png is refused (422)", async () => {
    const member = await app.signUp();
    const before = storedIds();
    const res = await upload(member, form("just some text, honestly", { name: "x.png", type: "image/png" }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: BAD_FORMAT, code: "UNPROCESSABLE_CONTENT" });

    const gif = await sharp(await photo("png", 32, 32))
      .gif()
      .toBuffer();
    const gifRes = await upload(member, form(gif, { name: "x.jpg", type: "image/jpeg" }));
    expect(gifRes.status).toBe(422);
    expect(gifRes.body.error).toBe(BAD_FORMAT);

    // A real PNG called .txt with no type is still a PNG.
    const png = await upload(member, form(await photo("png", 100, 100), { name: "notes.txt", type: "" }));
    expect(png.status, png.text).toBe(200);
    expect(storedIds()).toHaveLength(before.length + 1);
  });

  it("asks for a photo when none is sent, or an empty one", async () => {
    const member = await app.signUp();
    const missing = await upload(member, form(null, { profileId: member.user.profileId ?? "" }));
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: REQUIRED, fields: { file: REQUIRED } });
    const empty = await upload(member, form(Buffer.alloc(0)));
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(REQUIRED);
  });

  it("uploads only to the member's own profile (403 for another's profileId), and only when signed in", async () => {
    const owner = await app.signUp();
    const other = await app.signUp();
    const res = await upload(other, form(await photo("png"), { profileId: owner.user.profileId ?? "" }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: NOT_ALLOWED, code: "FORBIDDEN" });
    const replace = await upload(
      other,
      form(await photo("png"), { profileId: owner.user.profileId ?? "" }),
      "PUT",
    );
    expect(replace.status).toBe(403);
    const remove = await app.request("DELETE", REMOVE, {
      body: { profile_id: owner.user.profileId },
      cookie: other.cookie,
    });
    expect(remove.status).toBe(403);
    expect((await profileOf(owner)).imageId).toBeNull();
    expect((await profileOf(other)).imageId).toBeNull();

    const signedOut = await app.request("POST", UPLOAD, { form: form(await photo("png")) });
    expect(signedOut.status).toBe(401);
  });

  it("refuses a second upload (409) and leaves the first photo in place", async () => {
    const { member, imageId } = await memberWithPhoto();
    const before = storedIds();
    const res = await upload(member, form(await photo("png")));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: "Image already uploaded", code: "CONFLICT" });
    expect((await profileOf(member)).imageId).toBe(imageId);
    expect(storedIds()).toEqual(before);
  });

  it("lets only one of two simultaneous first uploads win", async () => {
    const member = await app.signUp();
    const before = storedIds().length;
    const [a, b] = await Promise.all([
      upload(member, form(await photo("png"))),
      upload(member, form(await photo("webp"))),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect((await profileOf(member)).imageUrl).toBe(winner.body.data?.image_url);
    expect(storedIds()).toHaveLength(before + 1);
  });

  it("replaces the photo: a new image_url, and the old files are gone", async () => {
    const { member, imageId: oldId } = await memberWithPhoto();
    const res = await upload(member, form(await photo("webp", 500, 500), { type: "image/webp" }), "PUT");
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(UPLOADED);
    const newId = IMAGE_URL.exec(res.body.data?.image_url ?? "")?.[1] ?? "";
    expect(newId).not.toBe("");
    expect(newId).not.toBe(oldId);

    const row = await profileOf(member);
    expect(row.imageId).toBe(newId);
    expect(row.imageUrl).toBe(`/api/profile/images/${newId}`);
    expect(existsSync(path.join(app.uploadsDir, oldId))).toBe(false);
    expect(existsSync(path.join(app.uploadsDir, newId, "display.webp"))).toBe(true);
    expect((await serve(oldId, { cookie: member.cookie })).status).toBe(404);
    expect((await serve(newId, { cookie: member.cookie })).bytes.equals(stored(newId, "display"))).toBe(true);

    // A refused replacement keeps the current photo.
    const bad = await upload(member, form("nope", { name: "x.webp", type: "image/webp" }), "PUT");
    expect(bad.status).toBe(422);
    expect((await profileOf(member)).imageId).toBe(newId);
  });

  it("removes the photo: image_id and image_url cleared, files erased, route 404", async () => {
    const { member, imageId } = await memberWithPhoto();
    const res = await app.request("DELETE", REMOVE, {
      body: { profile_id: member.user.profileId },
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: REMOVED });
    const row = await profileOf(member);
    expect(row.imageId).toBeNull();
    expect(row.imageUrl).toBeNull();
    expect(existsSync(path.join(app.uploadsDir, imageId))).toBe(false);
    expect((await serve(imageId, { cookie: member.cookie })).status).toBe(404);

    // Nothing left to remove is still the state asked for; a body is optional.
    const again = await app.request("DELETE", REMOVE, { cookie: member.cookie });
    expect(again.status).toBe(200);
    // And a new first upload is allowed again.
    expect((await upload(member, form(await photo("png")))).status).toBe(200);
  });

  it("removes over tRPC too; upload cannot travel over tRPC HTTP", async () => {
    const { member, imageId } = await memberWithPhoto();
    const viaTrpc = await app.trpc.mutation(
      "profile.uploadImage",
      { file: { bytes: new Uint8Array([1, 2, 3]), name: "x.png", type: "image/png" } },
      { cookie: member.cookie },
    );
    expect(viaTrpc.error?.data.code).toBe("BAD_REQUEST");

    const removed = await app.trpc.mutation<{ message: string }>(
      "profile.removeImage",
      {},
      { cookie: member.cookie },
    );
    expect(removed.data).toEqual({ message: REMOVED });
    expect(existsSync(path.join(app.uploadsDir, imageId))).toBe(false);
  });

  it("reads only multipart bodies on the photo rows (400), and refuses cross-site posts", async () => {
    const member = await app.signUp();
    const json = await app.request("POST", UPLOAD, { body: { file: "x" }, cookie: member.cookie });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe("BAD_REQUEST");
    expect(json.body.error).toMatch(/multipart\/form-data/);

    const broken = await app.request("POST", UPLOAD, {
      rawBody: "--b\r\nnot a part",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      cookie: member.cookie,
    });
    expect(broken.status).toBe(400);

    const crossSite = await app.request("POST", UPLOAD, {
      form: form(await photo("png")),
      cookie: member.cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await profileOf(member)).imageId).toBeNull();
  });

  it("does not let a deleted (disabled) profile upload", async () => {
    const member = await app.signUp();
    await setProfile(member, { status: "disabled" });
    const res = await upload(member, form(await photo("png")));
    expect(res.status).toBe(403);
    expect((await profileOf(member)).imageId).toBeNull();
  });

  it.each(["POST", "PUT"] as const)(
    "keeps no photo that an upload (%s) finishes after the account was deleted",
    async (method) => {
      const { member, imageId: oldId } =
        method === "PUT" ? await memberWithPhoto() : { member: await app.signUp(), imageId: null };
      if (method === "POST") await setProfile(member, { status: "active", profileInfoStatus: true });
      const before = storedIds().filter((id) => id !== oldId);

      // Hold the upload after its checks, while its variants are being written.
      const storage = app.services.storage;
      const put = storage.put;
      let enter: () => void = () => {};
      let release: () => void = () => {};
      const entered = new Promise<void>((resolve) => {
        enter = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      storage.put = async (key, bytes) => {
        enter();
        await released;
        return put.call(storage, key, bytes);
      };
      try {
        const pending = upload(member, form(await photo("png")), method);
        await entered;
        const deleted = await app.request("PUT", "/api/profile/update/disable-profile", {
          body: { password: member.password },
          cookie: member.cookie,
        });
        expect(deleted.status, deleted.text).toBe(200);
        release();
        const res = await pending;
        expect(res.status, res.text).toBe(403);
        expect(res.body.error).toBe("This account has been deleted.");
      } finally {
        release();
        storage.put = put;
      }
      const row = await profileOf(member);
      expect(row.imageId).toBeNull();
      expect(row.imageUrl).toBeNull();
      expect(storedIds()).toEqual(before);
    },
  );

  it("serves the photo privately: headers, ETag and 304, and 404 for unknown ids", async () => {
    const { member, imageId } = await memberWithPhoto();
    const res = await serve(imageId, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Cookie");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);

    const again = await serve(imageId, { cookie: member.cookie, etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // A viewer who gets the blurred variant does not match the original's tag.
    const visitor = await serve(imageId, { etag });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("etag")).not.toBe(etag);

    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "..", "not%2F..%2Fan-id", "x".repeat(100)]) {
      const unknown = await serve(id, { cookie: member.cookie });
      expect(unknown.status, id).toBe(404);
      expect(unknown.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const post = await app.request("POST", `/api/profile/images/${imageId}`, { cookie: member.cookie });
    expect(post.status).toBe(405);
  });

  it("gives the original or the blurred photo by show_profile_picture, per viewer", async () => {
    const { member: owner, imageId } = await memberWithPhoto(await photo("png", 900, 700));
    const plain = await app.signUp();
    const verified = await app.signUp();
    await setProfile(verified, { verified: true });
    const connection = await app.signUp();
    await connectMembers(app, connection, owner);
    // A pending proposal is not a connection.
    const pending = await app.signUp();
    await app.db.insert(proposals).values({
      senderId: owner.user.profileId ?? "",
      receiverId: pending.user.profileId ?? "",
      status: "pending",
    });
    const admin = await app.makeAdmin();

    const viewers: Record<string, string | null> = {
      visitor: null,
      member: plain.cookie,
      pending: pending.cookie,
      verified: verified.cookie,
      connection: connection.cookie,
      owner: owner.cookie,
      admin: admin.cookie,
    };
    const originalFor: Record<VisibilityLevel, string[]> = {
      everyone: ["visitor", "member", "pending", "verified", "connection", "owner", "admin"],
      verified_users: ["verified", "connection", "owner", "admin"],
      private: ["connection", "owner", "admin"],
    };
    const display = stored(imageId, "display");
    const thumb = stored(imageId, "thumb");
    const blurred = stored(imageId, "blurred");

    for (const level of Object.keys(originalFor) as VisibilityLevel[]) {
      const allowed = originalFor[level];
      await setProfile(owner, { showProfilePicture: level });
      for (const [viewer, cookie] of Object.entries(viewers)) {
        const full = await serve(imageId, { cookie });
        const small = await serve(imageId, { cookie, thumb: true });
        expect(full.status, `${level} ${viewer}`).toBe(200);
        expect(small.status, `${level} ${viewer} thumb`).toBe(200);
        const original = allowed.includes(viewer);
        expect(full.bytes.equals(original ? display : blurred), `${level} ${viewer}`).toBe(true);
        expect(small.bytes.equals(original ? thumb : blurred), `${level} ${viewer} thumb`).toBe(true);
      }
    }
  });

  it("answers 404 to viewers who may not see the profile at all", async () => {
    const { member: owner, imageId } = await memberWithPhoto();
    const plain = await app.signUp();
    const connection = await app.signUp();
    await connectMembers(app, owner, connection);
    await setProfile(owner, { showProfilePicture: "everyone", profileVisibility: "private" });
    expect((await serve(imageId)).status).toBe(404);
    expect((await serve(imageId, { cookie: plain.cookie })).status).toBe(404);
    expect((await serve(imageId, { cookie: connection.cookie })).status).toBe(200);
    expect((await serve(imageId, { cookie: owner.cookie })).status).toBe(200);

    // An unfinished profile is only its owner's; a deleted one is nobody's.
    await setProfile(owner, { profileVisibility: "everyone", status: "draft" });
    expect((await serve(imageId, { cookie: plain.cookie })).status).toBe(404);
    expect((await serve(imageId, { cookie: owner.cookie })).status).toBe(200);
    await setProfile(owner, { status: "disabled" });
    expect((await serve(imageId, { cookie: connection.cookie })).status).toBe(404);
    expect((await serve(imageId, { cookie: owner.cookie })).status).toBe(404);
  });

  describe("through the node:http entry", () => {
    let server: ReturnType<typeof createHttpServer>;
    let base: string;
    beforeAll(async () => {
      server = createHttpServer(app.services, async (_req, res) => {
        res.writeHead(404);
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server?.closeAllConnections();
      server?.close();
    });

    it("uploads from a real socket and serves the bytes back with the private headers", async () => {
      const member = await app.signUp();
      const res = await fetch(`${base}${UPLOAD}`, {
        method: "POST",
        headers: { cookie: member.cookie },
        body: form(await photo("png", 300, 300), { type: "image/png", name: "me.png" }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { message: string; data: ImageData };
      expect(body.message).toBe(UPLOADED);
      const imageId = IMAGE_URL.exec(body.data.image_url)?.[1] ?? "";

      const image = await fetch(`${base}${body.data.image_url}`, { headers: { cookie: member.cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect(image.headers.get("cache-control")).toBe("private, no-cache");
      expect(Buffer.from(await image.arrayBuffer()).equals(stored(imageId, "display"))).toBe(true);

      const notModified = await fetch(`${base}${body.data.image_url}`, {
        headers: { cookie: member.cookie, "if-none-match": image.headers.get("etag") ?? "" },
      });
      expect(notModified.status).toBe(304);
    });

    it("stops reading a body past the cap, declared or streamed, and answers 413", async () => {
      const member = await app.signUp();
      const declared = await fetch(`${base}${UPLOAD}`, {
        method: "POST",
        headers: { cookie: member.cookie },
        body: form(Buffer.alloc(3 * 1024 * 1024, 1)),
      });
      expect(declared.status).toBe(413);
      expect(((await declared.json()) as { error: string }).error).toBe(TOO_LARGE);

      const chunk = new Uint8Array(64 * 1024).fill(1);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 48; i++) controller.enqueue(chunk);
          controller.close();
        },
      });
      const streamed = await fetch(`${base}${UPLOAD}`, {
        method: "POST",
        headers: { cookie: member.cookie, "content-type": "multipart/form-data; boundary=x" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(((await streamed.json()) as { error: string }).error).toBe(TOO_LARGE);
      expect((await profileOf(member)).imageId).toBeNull();
    });
  });

  it("documents the multipart rows in the OpenAPI document", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    const doc = res.body as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    for (const [route, method] of [
      [UPLOAD, "post"],
      [REPLACE, "put"],
    ] as const) {
      const content = doc.paths[route]?.[method]?.requestBody?.content ?? {};
      expect(Object.keys(content)).toEqual(["multipart/form-data"]);
      expect(content["multipart/form-data"]?.schema).toMatchObject({
        required: ["file"],
        properties: { file: { type: "string", format: "binary" } },
      });
    }
  });
  describe("abuse limits (issue 14)", () => {
    it("allows 20 uploads or replacements per member an hour, then 429 before decoding anything", async () => {
      const member = await app.signUp();
      const bytes = await photo("jpeg", 64, 48);
      expect((await upload(member, form(bytes))).status).toBe(200);
      for (let attempt = 1; attempt < 20; attempt++) {
        const res = await upload(member, form(bytes), "PUT");
        expect(res.status, res.text).toBe(200);
      }
      const before = storedIds();
      const limited = await upload(member, form(bytes), "PUT");
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: TOO_MANY_PHOTOS, code: "TOO_MANY_REQUESTS" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(storedIds()).toEqual(before);
      // Another member is not held up.
      const other = await app.signUp();
      expect((await upload(other, form(bytes))).status).toBe(200);
    });

    it("allows 120 a client address an hour, whichever members send them", async () => {
      const ip = uniqueIp();
      // The address's earlier uploads this hour, as the counter would hold them.
      await app.db
        .insert(rateLimits)
        .values({ key: `${photoRateRules.perAddress.name}:${ip}`, count: 119, windowStartedAt: new Date() });
      const bytes = await photo("png", 64, 48);
      const [first, second] = [await app.signUp(), await app.signUp()];
      const send = (member: SignedUpUser) =>
        app.request("POST", UPLOAD, {
          form: form(bytes, { type: "image/png", name: "p.png" }),
          cookie: member.cookie,
          ip,
        });
      expect((await send(first)).status).toBe(200);
      const limited = await send(second);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(TOO_MANY_PHOTOS);
      expect((await upload(second, form(bytes, { type: "image/png", name: "p.png" }))).status).toBe(200);
    });
  });
});
