// `npm run api:client`: the TypeScript types of the REST API (openapi-typescript), generated from
// the OpenAPI document the service serves, for openapi-fetch clients. The test suite's client
// (tests/api/rest-client.test.ts) is typed by this file, and a unit test fails when it is not what
// the document generates today: a field the tests read that leaves the document fails `tsc`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateApiTypes } from "../tests/support/api-client/generate";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "tests/support/api-client/openapi.d.ts");
writeFileSync(target, await generateApiTypes());
console.log(`wrote ${path.relative(root, target)}`);
