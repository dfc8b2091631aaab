import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localizeServerValue, matchServerText, useServerText } from "@/components/dashboard/server-text";
import urDashboard from "@/i18n/messages/ur/dashboard.json";
import urMessages from "@/i18n/messages/ur/messages.json";
import urNotifications from "@/i18n/messages/ur/notifications.json";
import { blockMessages } from "@/lib/validation/blocks";
import { REPORT_REASONS, reportMessages } from "@/lib/validation/reports";
import { SIGNED_OUT } from "@/server/auth/sign-out";
import { MESSAGE_DELETED } from "@/server/messages/delete-message";
import * as rules from "@/server/messages/rules";
import { SAFETY_NOTICES } from "@/server/messages/safety";
import {
  ALL_NOTIFICATIONS_MARKED_READ,
  NOTIFICATION_MARKED_READ,
} from "@/server/notifications/mark-notifications-read";
import {
  PHOTO_REMOVED_BODY,
  PHOTO_REMOVED_TITLE,
  WARNING_TITLE,
  warningBody,
} from "@/server/reports/update-report";

/**
 * The server speaks English (the API's contract); the member pages show its words in the reader's
 * language by matching them against the catalogs' `server` templates. These tie the templates to
 * the server's own constants, so a reworded server text fails here instead of showing English.
 */
describe("the server's English, matched by the catalogs' templates", () => {
  it("knows every reason a thread is read-only, the safety notices and the delete toast", () => {
    const texts = [
      rules.MESSAGE_PROFILE_INCOMPLETE,
      rules.YOU_BLOCKED_MEMBER,
      rules.MEMBER_NOT_TAKING_MESSAGES,
      rules.MESSAGES_VERIFIED_ONLY,
      rules.MESSAGES_CONNECTIONS_ONLY,
      rules.MESSAGE_PLAN_LIMIT_REACHED,
      rules.MESSAGE_MEMBER_UNAVAILABLE,
      ...Object.values(SAFETY_NOTICES),
      MESSAGE_DELETED,
    ];
    for (const text of texts) expect(matchServerText("messages", text), text).not.toBeNull();
  });

  it("knows the block, report and sign-out toasts", () => {
    for (const text of [blockMessages.blocked, reportMessages.received, SIGNED_OUT]) {
      expect(matchServerText("dashboard", text), text).not.toBeNull();
    }
  });

  it("knows the notifications' titles and bodies, with what varies as values", () => {
    const fixed = [
      WARNING_TITLE,
      PHOTO_REMOVED_TITLE,
      PHOTO_REMOVED_BODY,
      NOTIFICATION_MARKED_READ,
      ALL_NOTIFICATIONS_MARKED_READ,
      ...REPORT_REASONS.map((reason) => warningBody(reason)),
    ];
    for (const text of fixed) expect(matchServerText("notifications", text), text).not.toBeNull();
    expect(matchServerText("notifications", "New proposal from Ayesha Khan")).toEqual({
      key: "proposalReceived",
      values: { name: "Ayesha Khan" },
    });
    expect(matchServerText("notifications", "Your Gold plan ends on 05/03/24 at 02:07 PM")).toEqual({
      key: "planExpiring",
      values: { plan: "Gold", date: "05/03/24 at 02:07 PM" },
    });
    expect(
      matchServerText(
        "notifications",
        "Your payment of Rs. 2,500 for the Gold plan was received (receipt R-1). The plan is active until 05/04/24 at 11:59 PM.",
      )?.key,
    ).toBe("paymentActiveBody");
    // An administrator's broadcast is free text: shown as written.
    expect(matchServerText("notifications", "Eid Mubarak from all of us")).toBeNull();
  });

  it("reads amounts and dates the server wrote in English in Urdu", () => {
    expect(localizeServerValue("Rs. 2,500", "ur")).toBe("2,500 روپے");
    expect(localizeServerValue("05/03/24 at 02:07 PM", "ur")).toBe("05/03/24 بوقت 02:07 PM");
    expect(localizeServerValue("05, March, 2024", "ur")).toBe("05 مارچ 2024");
    expect(localizeServerValue("Rs. 2,500", "en")).toBe("Rs. 2,500");
    expect(localizeServerValue("Gold", "ur")).toBe("Gold");
  });
});

function Shown({ area, text }: { area: "notifications" | "messages"; text: string }) {
  return useServerText(area)(text);
}

function render(locale: "en" | "ur", area: "notifications" | "messages", text: string) {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "Asia/Karachi",
      messages:
        locale === "ur"
          ? { dashboard: urDashboard, messages: urMessages, notifications: urNotifications }
          : {},
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children
      children: createElement(Shown, { area, text }),
    }),
  );
}

describe("useServerText", () => {
  it("shows a stored English notification in Urdu on an Urdu page, and as stored in English", () => {
    expect(render("ur", "notifications", "New proposal from Ayesha Khan")).toBe(
      "Ayesha Khan کی جانب سے رشتے کی نئی پیشکش",
    );
    expect(render("ur", "notifications", "Your Gold payment of Rs. 2,500 was refunded")).toBe(
      "آپ کے Gold پلان کی 2,500 روپے کی ادائیگی واپس کر دی گئی",
    );
    expect(render("en", "notifications", "New proposal from Ayesha Khan")).toBe(
      "New proposal from Ayesha Khan",
    );
    expect(render("ur", "notifications", "Eid Mubarak from all of us")).toBe("Eid Mubarak from all of us");
  });

  it("shows why a thread is read-only in Urdu", () => {
    expect(render("ur", "messages", rules.MESSAGE_PLAN_LIMIT_REACHED)).toBe(urMessages.server.planLimit);
  });
});
