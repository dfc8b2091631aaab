import createClient, { type Client } from "openapi-fetch";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { handleApiRequest } from "@/server/api/handler";
import type { paths } from "../support/api-client/openapi";
import {
  confirmationCodeFrom,
  createTestApp,
  describeApi,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from "../support/app";
import { profileInput } from "../support/profiles";

/*
 * Issue 15: an integrator's client, generated from the OpenAPI document (openapi-typescript types in
 * tests/support/api-client/, `npm run api:client`; openapi-fetch), drives a member's whole journey
 * over REST with bearer tokens: sign-up and its mailed code, a token, the profile with its photo,
 * browsing, a proposal, its acceptance by the other member with their own token, and the
 * connection it makes. Every path, body and field used here is typed by the document: one that
 * leaves it fails `tsc`.
 */

type ApiClient = Client<paths>;

const BASE_URL = "http://localhost:3000";

describeApi("a client generated from the OpenAPI document, with API tokens", () => {
  let app: TestApp;

  /** A client whose requests reach the app's API handler as they would over the network. */
  const clientWith = (headers: Record<string, string> = {}): ApiClient =>
    createClient<paths>({
      baseUrl: BASE_URL,
      headers,
      fetch: (request: Request) => handleApiRequest(app.services, request, { ip: uniqueIp() }),
    });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /** Sign-up, the mailed code, and a write token made with the session the code opens. */
  async function integrator(name: string, phone: string) {
    const visitor = clientWith();
    const email = uniqueEmail("integrator");
    const signUp = await visitor.POST("/api/auth/sign-up", {
      body: { name, email, phone, password: TEST_PASSWORD, agree: true },
    });
    expect(signUp.response.status, JSON.stringify(signUp.error)).toBe(200);
    const [mail] = await app.outbox(email);
    const verified = await visitor.POST("/api/auth/verify-email", {
      body: { email, code: confirmationCodeFrom(mail?.text ?? "") },
    });
    expect(verified.response.status, JSON.stringify(verified.error)).toBe(200);
    const cookie =
      verified.response.headers
        .getSetCookie()
        .map((header) => header.split(";")[0] ?? "")
        .find((pair) => pair.startsWith("rishta_session=")) ?? "";
    expect(cookie).toMatch(/^rishta_session=/);

    const created = await clientWith({ cookie }).POST("/api/tokens/create", {
      body: { name: "Bureau CRM", scope: "write", expires_in_days: 30 },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(200);
    const token = created.data?.data.token ?? "";
    expect(token).toMatch(/^rishta_pat_/);
    expect(created.data?.data.scope).toBe("write");
    return { api: clientWith({ authorization: `Bearer ${token}` }), token, email };
  }

  /** The photo upload and the wizard's submit, with the token. */
  async function buildProfile(api: ApiClient, personal: { first_name: string; gender: "female" | "male" }) {
    const photo = await sharp({ create: { width: 480, height: 480, channels: 3, background: "#9a3412" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "portrait.png");
    const uploaded = await api.POST("/api/profile/create/image-upload", {
      // The generated body type names the form's fields; openapi-fetch sends the FormData as is.
      body: { file: "portrait.png" },
      bodySerializer: () => form,
    });
    expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(200);
    const imageUrl = uploaded.data?.data.image_url ?? "";
    expect(imageUrl).toMatch(/^\/api\/profile\/images\/[A-Za-z0-9_-]+$/);

    const sample = profileInput();
    const created = await api.POST("/api/profile/create", {
      body: {
        ...sample,
        personal_info: { ...sample.personal_info, ...personal, last_name: "Ahmed" },
        residential_info: { ...sample.residential_info, property_size: "10_marla" },
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data?.data.name).toBe(`${personal.first_name} Ahmed`);
    const profileId = created.data?.data.user.profileId ?? "";
    expect(profileId).toMatch(/^[0-9a-f-]{36}$/);
    return { profileId, imageUrl };
  }

  it("signs up, builds a profile with a photo, browses, proposes; the other member accepts; both see the connection", async () => {
    const ayesha = await integrator("Ayesha Ahmed", "+923001234567");
    const bilal = await integrator("Bilal Ahmed", "+971501234567");
    const ayeshaProfile = await buildProfile(ayesha.api, { first_name: "Ayesha", gender: "female" });
    const bilalProfile = await buildProfile(bilal.api, { first_name: "Bilal", gender: "male" });

    // The photo's address works with the token too.
    const photo = await app.request("GET", ayeshaProfile.imageUrl, {
      headers: { authorization: `Bearer ${ayesha.token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");

    // Ayesha browses and finds Bilal's card.
    const listing = await ayesha.api.GET("/api/profile/get/all-profiles", { params: { query: { page: 1 } } });
    expect(listing.response.status, JSON.stringify(listing.error)).toBe(200);
    const card = listing.data?.data.profiles.find((each) => each.id === bilalProfile.profileId);
    expect(card?.display_name).toMatch(/^Bilal/);

    // She proposes; he sees it among his proposals and accepts.
    const proposed = await ayesha.api.POST("/api/proposal/create", {
      body: { receiver_id: bilalProfile.profileId },
    });
    expect(proposed.response.status, JSON.stringify(proposed.error)).toBe(200);
    const received = await bilal.api.GET("/api/proposal/get", { params: { query: {} } });
    expect(received.response.status, JSON.stringify(received.error)).toBe(200);
    const list = received.data?.data;
    const pending = list && "proposals" in list ? list.proposals : [];
    const proposal = pending.find((each) => each.sender_id === ayeshaProfile.profileId);
    expect(proposal?.status).toBe("pending");
    const accepted = await bilal.api.PUT("/api/proposal/update", {
      body: { proposal_id: proposal?.id ?? "", status: "accepted" },
    });
    expect(accepted.response.status, JSON.stringify(accepted.error)).toBe(200);

    // Spec §7's accepted proposals: {id, sender_id, receiver_id}.
    const acceptedList = await ayesha.api.GET("/api/proposal/get/accepted", { params: { query: {} } });
    expect(acceptedList.data?.data.proposals).toEqual([
      { id: proposal?.id, sender_id: ayeshaProfile.profileId, receiver_id: bilalProfile.profileId },
    ]);

    // The connection, and its detail with the other member's contact details.
    const connections = await ayesha.api.GET("/api/connections/get", { params: { query: {} } });
    expect(connections.response.status, JSON.stringify(connections.error)).toBe(200);
    const all = connections.data?.data;
    const connection = all && "connections" in all ? all.connections[0] : undefined;
    expect(connection?.id).toBeTruthy();
    const detail = await ayesha.api.GET("/api/connections/get", {
      params: { query: { connection_id: connection?.id ?? "" } },
    });
    expect(detail.response.status, JSON.stringify(detail.error)).toBe(200);
    const one = detail.data?.data;
    // A party's view (an administrator outside the pair gets both members instead).
    const shown = one && "connection" in one && "contact" in one.connection ? one.connection : undefined;
    expect(shown?.contact.email).toBe(bilal.email);
    expect(shown?.profile.id).toBe(bilalProfile.profileId);
  });
});
