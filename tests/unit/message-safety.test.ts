import { describe, expect, it } from "vitest";
import { detectSafetyFlag } from "@/server/messages/safety";

/** Real phrases both ways (docs/decisions/0023): what must flag, and what must not. */

const notConnected = { connected: false };
const connected = { connected: true };

describe("the message safety detector", () => {
  it.each([
    "Please send me some money, I will return it next week",
    "paise bhejo jaldi",
    "Mujhe 5000 rupay chahiye, easypaisa kar do",
    "My easypaisa number is 03001234567",
    "Send it on JazzCash",
    "Can you transfer the amount through Western Union?",
    "I only accept Bitcoin",
    "Buy me a Google Play gift card",
    "Send your IBAN please",
    "What is your bank account number?",
    "Share your card details and the OTP",
    "I am stuck at the airport, it is an emergency, I need cash",
    "qarz chahiye thora sa",
    "Invest in crypto with me, USDT only",
  ])("flags money: %s", (text) => {
    expect(detectSafetyFlag(text, notConnected)).toBe("money");
    // Money is flagged whether or not the two are connected.
    expect(detectSafetyFlag(text, connected)).toBe("money");
  });

  it.each([
    "WhatsApp me when you are free",
    "Let's talk on telegram",
    "Add me on Snapchat",
    "My number is 0300 1234567",
    "call me at +92 321 1234567",
    "mera number 03211234567 hai",
    "apna number do",
    "Text me on my gmail, it is sana.k@gmail.com",
    "What is your instagram id?",
  ])("flags moving off the platform before a connection: %s", (text) => {
    expect(detectSafetyFlag(text, notConnected)).toBe("off_platform");
    // Connections have each other's Contact Details: no notice between them.
    expect(detectSafetyFlag(text, connected)).toBeNull();
  });

  it.each([
    "Assalam o Alaikum, I liked your profile",
    "I work in a bank in Lahore",
    "My father is a bank manager",
    "IMO family matters most, what do you think?",
    "I earn good money as an engineer",
    "We went to the money exchange near Liberty market once",
    "My salary is 250k rupees a month",
    "I love cardamom tea",
    "Our wedding budget can be discussed by the families",
    "I was born in 1995 and have 2 sisters",
    "Can we talk on this app for a few more days?",
    "I paid my university fees myself",
  ])("does not flag an ordinary message: %s", (text) => {
    expect(detectSafetyFlag(text, notConnected)).toBeNull();
  });
});
