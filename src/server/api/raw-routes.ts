import { MAIL_KINDS, unsubscribeSchema } from "@/lib/validation/mail-preferences";
import { AppError } from "../errors";
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeByToken } from "../mail-preferences/mail-preferences";
import { demoGatewayRoutes } from "../payments/demo/routes";
import { getProfileImage } from "../profiles/images/get-profile-image";
import type { Services } from "../services";
import type { AccessCase, AccessWorld } from "./access";
import { createPlainRequestContext } from "./context";
import { DOCS_ASSET_NAMES, DOCS_PATH, serveDocsAsset, serveDocsPage } from "./docs-page";
import { buildOpenApiDocument } from "./openapi";
import { payfastNotifyRoutes } from "./payfast-notify-route";
import {
  type ApiRequestInfo,
  json,
  newRequestId,
  type PlainRequest,
  type PlainResponse,
  restErrorResponse,
} from "./rest-io";
import { verificationImageRoute } from "./verification-image-route";

/**
 * The /api routes that are not procedures (they answer bytes or a generated document; next, the
 * payment provider's notification and the event stream), in the one table the handler dispatches
 * them from, each with its access declared as the procedures declare theirs. They read bodies and
 * shape errors with the REST rows' helpers (rest-io.ts). The authorization matrix runs these
 * declarations and fails for a path handler.ts or http.ts names that is neither here, nor a REST
 * row, nor tRPC.
 */
export type RawRouteCase = Omit<AccessCase, "input" | "trpc"> & {
  /** The path and query each caller requests. */
  url: (world: AccessWorld) => string;
};

export type RawRoute = {
  method: "GET" | "POST";
  /**
   * The route needs no session and reads no cookie (a mail client's one-click unsubscribe), so a
   * POST from another site gains nothing and is not refused as cross-site.
   */
  anySite?: true;
  /** OpenAPI-style template. */
  path: string;
  /** The path with its parameters as capture groups, in the template's order. */
  pattern: RegExp;
  summary: string;
  /** Its operation in the OpenAPI document; none for the reference page, which only shows the document. */
  document?: Record<string, unknown>;
  access: RawRouteCase | readonly RawRouteCase[];
  serve(
    services: Services,
    request: PlainRequest,
    info: ApiRequestInfo,
    params: string[],
  ): Promise<PlainResponse>;
};

const UNSUBSCRIBE_PATH = "/api/mail-preferences/unsubscribe";

const unsubscribeRoute: RawRoute = {
  method: "POST",
  path: UNSUBSCRIBE_PATH,
  pattern: /^\/api\/mail-preferences\/unsubscribe$/,
  anySite: true,
  summary: "One-click unsubscribe from one kind of optional mail (RFC 8058)",
  serve: (services, request) => serveUnsubscribe(services, request),
  document: {
    operationId: "mailPreferencesUnsubscribe",
    summary: "Unsubscribe from one kind of mail, without signing in",
    description:
      "The `List-Unsubscribe` address of every optional mail (proposals, the unread-messages digest, plan reminders), with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mail client posts `List-Unsubscribe=One-Click` form-encoded (RFC 8058); any body is accepted and ignored. The query's token names the member; exactly the `kind` named is turned off. Account mails have no such address.",
    tags: ["mail"],
    security: [{}],
    parameters: [
      {
        name: "token",
        in: "query",
        required: true,
        schema: { type: "string", minLength: 1, maxLength: 200 },
        description: "The member's unsubscribe token, as the mail's link carries it.",
        example: "q3J9vX0bZk1mT7cY2pLw8sN4dRfA6hGe",
      },
      {
        name: "kind",
        in: "query",
        required: true,
        schema: { type: "string", enum: [...MAIL_KINDS] },
        description: "Which mail to stop: `proposals`, `messages` or `plans`.",
        example: "messages",
      },
    ],
    responses: {
      "200": {
        description: "That kind of mail is off.",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["message"],
              properties: { message: { type: "string", description: "What was done, in words to show." } },
            },
            example: {
              message:
                'You will no longer get "Unread messages" mail from Rishta. You can turn it back on in Settings.',
            },
          },
        },
      },
      "404": { $ref: "#/components/responses/NotFound" },
      "422": { $ref: "#/components/responses/UnprocessableContent" },
      "500": { $ref: "#/components/responses/InternalError" },
      "503": { $ref: "#/components/responses/ServiceUnavailable" },
    },
  },
  access: [
    {
      // Whoever calls, signed in or not, the token alone decides: an unknown one is not found.
      name: "an unknown token",
      url: () => `${UNSUBSCRIBE_PATH}?token=no-such-token&kind=messages`,
      expect: { visitor: 404, member: 404, other: 404, admin: 404 },
    },
    {
      name: "a kind that does not exist",
      url: () => `${UNSUBSCRIBE_PATH}?token=no-such-token&kind=everything`,
      expect: { visitor: 422, member: 422, other: 422, admin: 422 },
    },
  ],
};

export const rawRoutes: readonly RawRoute[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    pattern: /^\/api\/openapi\.json$/,
    summary: "The OpenAPI 3.1 document of the REST table",
    document: {
      operationId: "openapi",
      summary: "This document",
      description:
        "The OpenAPI 3.1 description of every REST path, generated from the same declarations the paths are served from.",
      tags: ["system"],
      security: [{}, { bearer: [] }],
      responses: {
        "200": {
          description: "The document",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["openapi", "info", "paths"],
                properties: {
                  openapi: { type: "string", description: "The OpenAPI version: 3.1.0." },
                  info: { type: "object", description: "Title, version, contact and licence." },
                  paths: { type: "object", description: "Every REST path and its operations." },
                },
              },
              example: { openapi: "3.1.0", info: { title: "Rishta API", version: "1.0.0" }, paths: {} },
            },
          },
        },
        // Sent with an API token, the token is checked as on every other path.
        "401": { $ref: "#/components/responses/Unauthorized" },
        "429": { $ref: "#/components/responses/TooManyRequests" },
        "500": { $ref: "#/components/responses/InternalError" },
        "503": { $ref: "#/components/responses/ServiceUnavailable" },
      },
    },
    serve: (services, request, info) => serveOpenApiDocument(services, request, info),
    access: {
      url: () => "/api/openapi.json",
      expect: { visitor: 200, member: 200, other: 200, admin: 200 },
    },
  },
  {
    method: "GET",
    path: DOCS_PATH,
    pattern: /^\/api\/docs$/,
    summary: "The API reference page, rendering the OpenAPI document",
    serve: async (_services, request) => serveDocsPage(request),
    access: { url: () => DOCS_PATH, expect: { visitor: 200, member: 200, other: 200, admin: 200 } },
  },
  {
    method: "GET",
    path: "/api/docs/assets/{name}",
    pattern: /^\/api\/docs\/assets\/([^/]+)$/,
    summary: "The reference page's scripts and style sheets",
    serve: async (_services, request, _info, [name = ""]) => serveDocsAsset(request, name),
    access: DOCS_ASSET_NAMES.map((name) => ({
      name,
      url: () => `${DOCS_PATH}/assets/${name}`,
      expect: { visitor: 200, member: 200, other: 200, admin: 200 },
    })),
  },
  {
    method: "GET",
    path: "/api/profile/images/{imageId}",
    pattern: /^\/api\/profile\/images\/([^/]+)$/,
    serve: (services, request, info, [imageId = ""]) => serveProfileImage(services, request, info, imageId),
    document: {
      operationId: "profileImage",
      summary: "A profile photo, as the caller may see it",
      description:
        "The address a profile's `image_url` gives. The original, or the blurred variant when the owner's `show_profile_picture` does not allow this caller; 404 for a profile the caller may not see at all. WebP; `private, no-cache` with an ETag, so revalidate with If-None-Match.",
      tags: ["profile"],
      security: [{}, { session: [] }, { bearer: [] }],
      parameters: [
        {
          name: "imageId",
          in: "path",
          required: true,
          schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,64}$" },
          description: "The last part of the profile's `image_url`.",
          example: "b7c1e9d04a5f4f0e8c2d6a9b3e1f7c20",
        },
        {
          name: "size",
          in: "query",
          required: false,
          schema: { type: "string", enum: ["thumb"] },
          description: "`thumb` for the 256 × 256 thumbnail.",
          example: "thumb",
        },
      ],
      responses: {
        "200": {
          description: "The photo",
          content: { "image/webp": { schema: { type: "string", format: "binary" } } },
        },
        "304": { description: "Not modified since the ETag sent in If-None-Match." },
        "401": { $ref: "#/components/responses/Unauthorized" },
        "404": { $ref: "#/components/responses/NotFound" },
        "429": { $ref: "#/components/responses/TooManyRequests" },
        "500": { $ref: "#/components/responses/InternalError" },
        "503": { $ref: "#/components/responses/ServiceUnavailable" },
      },
    },
    summary:
      "A profile photo as the viewer may see it (the blurred variant unless show_profile_picture allows)",
    // The owner's profile is visible to everyone and their photo to verified members: everyone
    // gets an answer, the visitor and the unverified members the blurred variant.
    access: [
      {
        name: "display size",
        url: (w) => `/api/profile/images/${w.owner.imageId}`,
        expect: { visitor: 200, member: 200, other: 200, admin: 200 },
      },
      {
        name: "thumbnail",
        url: (w) => `/api/profile/images/${w.owner.imageId}?size=thumb`,
        expect: { visitor: 200, member: 200, other: 200, admin: 200 },
      },
      {
        // An unfinished profile is shown to nobody but its owner and the admins, photo included.
        name: "of a profile not yet submitted",
        owner: "photoUploaded",
        url: (w) => `/api/profile/images/${w.owner.imageId}`,
        expect: { visitor: 404, member: 200, other: 404, admin: 200 },
      },
    ],
  },
  unsubscribeRoute,
  ...payfastNotifyRoutes,
  // The demo payment provider's stand-in for PayFast (decision 0029): 404 unless it is in use.
  ...demoGatewayRoutes,
  verificationImageRoute,
];

/**
 * POST /api/mail-preferences/unsubscribe?token=…&kind=…: the List-Unsubscribe address of every
 * optional mail (decision 0026). A mail client posts `List-Unsubscribe=One-Click` there (RFC 8058,
 * form-encoded), the unsubscribe page's button posts nothing; either way the query says everything,
 * so the body is not read. The token names the member: no session, and no other kind changes.
 */
async function serveUnsubscribe(services: Services, request: PlainRequest): Promise<PlainResponse> {
  const requestId = newRequestId();
  const resHeaders = new Headers();
  try {
    const params = request.url.searchParams;
    const parsed = unsubscribeSchema.safeParse({
      token: params.get("token") ?? undefined,
      kind: params.get("kind") ?? undefined,
    });
    if (!parsed.success) {
      throw new AppError(
        "UNPROCESSABLE_CONTENT",
        parsed.error.issues[0]?.message ?? UNSUBSCRIBE_LINK_INVALID,
      );
    }
    return json(200, await unsubscribeByToken(services.database.db, parsed.data), resHeaders);
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, UNSUBSCRIBE_PATH);
  }
}

/**
 * The raw route the path belongs to, if any, with its parameters: the one for `method` when the
 * path takes several (the payment notification takes GET and POST), else the first; `allowed` lists
 * the path's methods, for a 405.
 */
export function findRawRoute(
  pathname: string,
  method?: string,
): { route: RawRoute; params: string[]; allowed: string[] } | undefined {
  let found: { route: RawRoute; params: string[] } | undefined;
  const allowed: string[] = [];
  for (const route of rawRoutes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    allowed.push(route.method);
    if (!found || (route.method === method && found.route.method !== method)) {
      found = { route, params: match.slice(1) };
    }
  }
  return found && { ...found, allowed };
}

/**
 * GET /api/profile/images/{imageId}[?size=thumb]: bytes, not JSON. What the viewer gets depends on
 * who they are, so no shared cache may keep it and the browser revalidates.
 */
/**
 * GET /api/openapi.json: the same document for everyone. An API token sent with it is still
 * checked, as on every other path, so a client learns at once that its token does not work.
 */
async function serveOpenApiDocument(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse> {
  const requestId = newRequestId();
  const resHeaders = new Headers();
  try {
    if (request.header("authorization") !== null) {
      await createPlainRequestContext(services, request, {
        ip: info.ip,
        resHeaders,
        requestId,
        path: "/api/openapi.json",
      });
    }
    return json(200, await buildOpenApiDocument(), resHeaders);
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, "/api/openapi.json");
  }
}

async function serveProfileImage(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
  imageId: string,
): Promise<PlainResponse> {
  const requestId = newRequestId();
  const resHeaders = new Headers();
  try {
    // With the session cookie, or the API token an integrator calls the REST rows with.
    const ctx = await createPlainRequestContext(services, request, {
      ip: info.ip,
      resHeaders,
      requestId,
      path: "/api/profile/images/{imageId}",
    });
    const image = await getProfileImage(ctx, {
      imageId,
      size: request.url.searchParams.get("size"),
      ifNoneMatch: request.header("if-none-match"),
    });
    resHeaders.set("Content-Type", "image/webp");
    resHeaders.set("Cache-Control", "private, no-cache");
    resHeaders.set("Vary", "Cookie");
    resHeaders.set("X-Content-Type-Options", "nosniff");
    resHeaders.set("ETag", image.etag);
    if (!image.bytes) return { status: 304, headers: resHeaders, body: "" };
    // A copy, as Response wants bytes on a plain ArrayBuffer; photos are small.
    return { status: 200, headers: resHeaders, body: new Uint8Array(image.bytes) };
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, "/api/profile/images/{imageId}");
  }
}

export function rawRouteCases(route: RawRoute): readonly RawRouteCase[] {
  return Array.isArray(route.access) ? route.access : [route.access as RawRouteCase];
}
