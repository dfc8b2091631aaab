import { z } from "zod";
import { idField } from "./id";

/** PUT /api/mail-jobs/retry: send a mail the worker gave up on once more. */
export const retryMailJobSchema = z.object({
  job_id: idField("job_id").describe("The failed job's id, from `GET /api/mail-jobs/failed`."),
});
