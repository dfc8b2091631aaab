import type { AccessCase, AccessWorld } from "./access";

/**
 * The /api routes that are not procedures (they answer bytes or a generated document), with their
 * access declared as the procedures declare theirs. handler.ts serves them; the authorization
 * matrix runs these declarations and fails for a path handler.ts or http.ts names that is neither
 * here, nor a REST row, nor tRPC. (DESIGN.md §5: this table is to become what the handler
 * dispatches raw routes from.)
 */
export type RawRouteCase = Omit<AccessCase, "input" | "trpc"> & {
  /** The path and query each caller requests. */
  url: (world: AccessWorld) => string;
};

export type RawRoute = {
  method: "GET";
  /** OpenAPI-style template. */
  path: string;
  summary: string;
  access: RawRouteCase | readonly RawRouteCase[];
};

export const rawRoutes: readonly RawRoute[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    summary: "The OpenAPI 3.1 document of the REST table",
    access: {
      url: () => "/api/openapi.json",
      expect: { visitor: 200, member: 200, other: 200, admin: 200 },
    },
  },
  {
    method: "GET",
    path: "/api/profile/images/{imageId}",
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
];

export function rawRouteCases(route: RawRoute): readonly RawRouteCase[] {
  return Array.isArray(route.access) ? route.access : [route.access as RawRouteCase];
}
