import "server-only";
import { cookies, headers } from "next/headers";
import { isLowData, LOW_DATA_COOKIE, lowDataChoiceOf, saveDataHeaderOn } from "./low-data";

/**
 * Low-data mode for this request: the cookie's choice, else the `Save-Data` header. (The 2G hint is
 * only known in the browser: `useLowData()` adds it there.)
 */
export async function lowDataRequest(): Promise<boolean> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return isLowData(lowDataChoiceOf(jar.get(LOW_DATA_COOKIE)?.value), {
    saveData: saveDataHeaderOn(head.get("save-data")),
  });
}
