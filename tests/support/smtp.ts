import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope. */
  to: string[];
  /** The message as it came over the wire. */
  raw: string;
  headers: Record<string, string>;
  /** The body, transfer-decoded. */
  body: string;
};

export type SmtpPeer = {
  port: number;
  mails: ReceivedMail[];
  /** While true, every message is refused with a temporary failure (451) at MAIL FROM. */
  rejecting: boolean;
  /**
   * How long the peer takes to answer a message's end of data (a slow relay): the message is kept
   * from the moment it arrived whole, answered or not, as a relay that queued it before its client
   * went away would.
   */
  answerDelayMs: number;
  close(): Promise<void>;
};

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "body"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? "" : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const index = line.indexOf(":");
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const body =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(rest)
      : encoding === "base64"
        ? Buffer.from(rest.replace(/\s+/g, ""), "base64").toString("utf8")
        : rest;
  return { headers, body };
}

/**
 * A real SMTP server on loopback (an ephemeral port), without authentication, that keeps every
 * message it accepts. It advertises STARTTLS with its self-signed certificate, as many relays do.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const state = { rejecting: false, answerDelayMs: 0 };
  const server = new SMTPServer({
    disabledCommands: ["AUTH"],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.rejecting) {
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMessage(raw),
        });
        if (state.answerDelayMs > 0) setTimeout(callback, state.answerDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    get rejecting() {
      return state.rejecting;
    },
    set rejecting(value: boolean) {
      state.rejecting = value;
    },
    get answerDelayMs() {
      return state.answerDelayMs;
    },
    set answerDelayMs(value: number) {
      state.answerDelayMs = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
