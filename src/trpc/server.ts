import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { createRequestContext } from "@/server/api/context";
import { createCaller } from "@/server/api/root";
import { getServices } from "@/server/services";

/**
 * Server components call procedures in-process. The context is built once per request from the
 * same session cookie the API reads; cookies can't be set while rendering, so none are.
 */
const requestContext = cache(async () => {
  const services = await getServices();
  const requestHeaders = await headers();
  return createRequestContext(services, requestHeaders.get("cookie"), {
    ip: "server-render",
    resHeaders: new Headers(),
  });
});

export async function serverApi() {
  return createCaller(await requestContext());
}

/** Whether the built-in demo provider takes this server's payments (the screens say so). */
export async function demoPayments(): Promise<boolean> {
  return (await getServices()).payments.demo;
}

/** The signed-in user as the server sees them, or null. */
export async function currentUser() {
  return (await requestContext()).user;
}
