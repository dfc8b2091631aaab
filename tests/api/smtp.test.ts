import { createServer, type Server, type Socket } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailJobs } from "@/server/db/schema";
import { jobMessageId } from "@/server/mail/jobs";
import { createTestApp, describeApi, resetTokenFrom, type TestApp } from "../support/app";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

describeApi("mail over SMTP", () => {
  let peer: SmtpPeer;
  let app: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    // A plain (no TLS) relay: ignoreTLS keeps nodemailer from upgrading to the peer's self-signed STARTTLS.
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${peer.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it("delivers the reset link to the SMTP server, not to the outbox", async () => {
    expect(app.services.mailer.kind).toBe("smtp");
    const member = await app.signUp({ name: "Mail Receiver" });
    const res = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expect(res.status).toBe(200);
    await app.services.mailJobs.drain();

    expect(peer.mails).toHaveLength(1);
    const mail = peer.mails[0];
    expect(mail?.to).toEqual([member.email]);
    expect(mail?.from).toBe("no-reply@rishta.local");
    expect(mail?.headers.subject).toBe("Reset your Rishta password");
    expect(mail?.headers.to).toContain(member.email);
    // The job's own Message-ID, the same on any later attempt.
    const [job] = await app.db
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(and(eq(mailJobs.recipient, member.email), eq(mailJobs.kind, "password-reset")));
    expect(mail?.headers["message-id"]).toBe(jobMessageId(job?.id ?? ""));
    expect(mail?.headers["message-id"]).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail?.body).toContain("Assalam-o-Alaikum Mail Receiver,");
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[a-z2-7]{32}\b/);
    expect(await app.outbox(member.email)).toHaveLength(0);

    // The mailed link really resets the password.
    const token = resetTokenFrom(mail?.body ?? "");
    const reset = await app.request("POST", "/api/auth/reset-password", {
      body: { token, password: "Mailed@Link1", confirmPassword: "Mailed@Link1" },
    });
    expect(reset.status).toBe(200);
    await app.signIn(member.email, "Mailed@Link1");
  });

  it("sends nothing for an unknown email", async () => {
    const before = peer.mails.length;
    const res = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: "nobody@example.com" },
    });
    expect(res.status).toBe(200);
    await app.services.mailJobs.drain();
    expect(peer.mails).toHaveLength(before);
  });
});

describeApi("mail server failure", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every send fails to connect.
    app = await createTestApp({ smtpUrl: "smtp://127.0.0.1:9?connectionTimeout=2000" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers forgot-password the same for a known and an unknown email when mail cannot be sent", async () => {
    const member = await app.signUp();
    const known = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const unknown = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: "nobody@example.com" },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });
});

describeApi("a mail server that does not answer", () => {
  let app: TestApp;
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word: a send waits on it until released.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?greetingTimeout=30000` });
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await app?.close();
    silent?.close();
  });

  it("answers forgot-password for a known email without waiting for the mail (no timing tell)", async () => {
    const member = await app.signUp();
    const answer = app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const stalled = new Promise<"stalled">((resolve) => setTimeout(() => resolve("stalled"), 5000));
    const res = await Promise.race([answer, stalled]);
    expect(res).not.toBe("stalled");
    // The mail was really being sent meanwhile: its connection is open and waiting.
    await expect.poll(() => held.length).toBe(1);
    for (const socket of held) socket.destroy();
    await app.services.mailJobs.drain();
  });
});
