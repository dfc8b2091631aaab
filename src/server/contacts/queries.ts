import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}
