import type { Services } from "../services";
import { viewVerificationImage } from "../verifications/view-verification-image";
import { createPlainRequestContext } from "./context";
import type { RawRoute } from "./raw-routes";
import {
  type ApiRequestInfo,
  newRequestId,
  type PlainRequest,
  type PlainResponse,
  restErrorResponse,
} from "./rest-io";

const PATH = "/api/verifications/{verificationId}/{image}";
const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

/**
 * A verification request's selfie or identity document (issue 18): administrators only, never
 * stored by any cache, every view in the trail; 404 once the request is decided or withdrawn (the
 * file is gone). Nothing lists these: the review page names the two of one pending request.
 */
export const verificationImageRoute: RawRoute = {
  method: "GET",
  path: PATH,
  pattern: /^\/api\/verifications\/([^/]+)\/(selfie|document)$/,
  summary: "A pending verification request's selfie or identity document (administrators)",
  serve: (services, request, info, [verificationId = "", image = ""]) =>
    serveVerificationImage(services, request, info, verificationId, image),
  document: {
    operationId: "verificationImage",
    summary: "A verification request's selfie or identity document (administrators)",
    description:
      "The addresses a pending request's `selfie_url` and `document_url` give. WebP, `Cache-Control: no-store`; every view is recorded in the administrators' trail (`verification.view`). 404 once the request is decided or withdrawn: the files are deleted then.",
    tags: ["verifications"],
    security: [{ session: [] }, { bearer: [] }],
    parameters: [
      {
        name: "verificationId",
        in: "path",
        required: true,
        schema: { type: "string", format: "uuid" },
        description: "The request's id.",
        example: "5c7e9a1b-3d5f-4b7d-9a1c-3e5f7b9d1f62",
      },
      {
        name: "image",
        in: "path",
        required: true,
        schema: { type: "string", enum: ["selfie", "document"] },
        description: "Which of the two images.",
        example: "document",
      },
    ],
    responses: {
      "200": {
        description: "The image",
        content: { "image/webp": { schema: { type: "string", format: "binary" } } },
      },
      "401": { $ref: "#/components/responses/Unauthorized" },
      "403": { $ref: "#/components/responses/Forbidden" },
      "404": { $ref: "#/components/responses/NotFound" },
      "429": { $ref: "#/components/responses/TooManyRequests" },
      "500": { $ref: "#/components/responses/InternalError" },
      "503": { $ref: "#/components/responses/ServiceUnavailable" },
    },
  },
  access: [
    {
      name: "the selfie",
      url: (w) => `/api/verifications/${w.owner.verificationId}/selfie`,
      expect: ADMIN_ONLY,
    },
    {
      name: "the document",
      url: (w) => `/api/verifications/${w.owner.verificationId}/document`,
      expect: ADMIN_ONLY,
    },
  ],
};

async function serveVerificationImage(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
  verificationId: string,
  image: string,
): Promise<PlainResponse> {
  const requestId = newRequestId();
  const resHeaders = new Headers();
  // Set before anything can answer: no error, and no image, may be kept by any cache.
  resHeaders.set("Cache-Control", "no-store");
  try {
    const ctx = await createPlainRequestContext(services, request, {
      ip: info.ip,
      resHeaders,
      requestId,
      path: PATH,
    });
    const bytes = await viewVerificationImage(ctx, { verificationId, image });
    resHeaders.set("Content-Type", "image/webp");
    resHeaders.set("X-Content-Type-Options", "nosniff");
    resHeaders.set("Content-Disposition", "inline");
    return { status: 200, headers: resHeaders, body: new Uint8Array(bytes) };
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, PATH);
  }
}
