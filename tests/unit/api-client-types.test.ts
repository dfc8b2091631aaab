import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generateApiTypes } from "../support/api-client/generate";

/*
 * The typed REST client the tests drive (tests/api/rest-client.test.ts) is typed by a file
 * generated from the OpenAPI document. It must be what the document generates today: then a field
 * the client reads that leaves the document breaks `tsc` once the file is regenerated, and a stale
 * file fails here first.
 */
it("keeps the generated API types in step with the OpenAPI document (npm run api:client)", async () => {
  const committed = readFileSync(new URL("../support/api-client/openapi.d.ts", import.meta.url), "utf8");
  expect(committed === (await generateApiTypes()), "run `npm run api:client` and commit the result").toBe(
    true,
  );
});
