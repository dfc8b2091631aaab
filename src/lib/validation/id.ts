import { z } from "zod";

/**
 * An id in a request: a UUID in any letter case, given on as the lower-case form the database
 * answers with, so comparing it with the session's ids needs no care.
 */
export const idField = (name: string) =>
  z.uuid({ error: `${name} must be a valid id` }).transform((id) => id.toLowerCase());
