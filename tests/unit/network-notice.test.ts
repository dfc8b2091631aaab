import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("sonner", () => ({
  toast: { error: (text: string) => shown.push(text), success: () => {} },
}));

const { fetchReportingOffline, reportNetworkFailure } = await import(
  "@/components/network/report-network-failure"
);
const { OFFLINE_MESSAGE, OFFLINE_NOTICE_INTERVAL_MS } = await import("@/lib/client-errors");

describe("the network notice (spec §8, decision 0026)", () => {
  let clock = Date.now();
  beforeEach(() => {
    shown.length = 0;
    vi.useFakeTimers();
    // Each test far from the notices of the one before, so the throttle lets its first one through.
    clock += 100 * OFFLINE_NOTICE_INTERVAL_MS;
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the notice for a failed fetch, once per 30 seconds however many fail", () => {
    expect(reportNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(reportNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    vi.advanceTimersByTime(OFFLINE_NOTICE_INTERVAL_MS - 1);
    reportNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."));
    expect(shown).toEqual([OFFLINE_MESSAGE]);
    vi.advanceTimersByTime(1);
    reportNetworkFailure(new TypeError("Failed to fetch"));
    expect(shown).toEqual([OFFLINE_MESSAGE, OFFLINE_MESSAGE]);
  });

  it("says nothing for an answer from the server, which proves the network works", () => {
    const refusal = TRPCClientError.from({
      error: {
        message: "Proposal not found",
        code: -32004,
        data: { code: "NOT_FOUND", httpStatus: 404 },
      },
    });
    expect(reportNetworkFailure(refusal)).toBe(false);
    expect(reportNetworkFailure(new Error("Unexpected token < in JSON"))).toBe(false);
    expect(shown).toEqual([]);
  });

  it("reports a fetch that fails and passes the failure on; an abort is not the network's", async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", failing);
    await expect(fetchReportingOffline("/api/trpc/x")).rejects.toThrow("Failed to fetch");
    expect(shown).toEqual([OFFLINE_MESSAGE]);

    vi.advanceTimersByTime(OFFLINE_NOTICE_INTERVAL_MS);
    failing.mockRejectedValue(new DOMException("The operation was aborted.", "AbortError"));
    await expect(fetchReportingOffline("/api/trpc/x")).rejects.toThrow("aborted");
    expect(shown).toEqual([OFFLINE_MESSAGE]);

    const answer = new Response("{}", { status: 200 });
    failing.mockResolvedValue(answer);
    expect(await fetchReportingOffline("/api/trpc/x")).toBe(answer);
  });
});
