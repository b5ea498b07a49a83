/**
 * A real SMTP server for tests (the `smtp-server` package) that parses what it receives with
 * `mailparser`. It can be stopped and started again on the same port, to test sends while the
 * mail server is down and their retries once it is back.
 */
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  auth: { user: string; pass: string } | null;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedEmail[];
  /** Every AUTH the server saw (user and password), whether or not a message followed. */
  authAttempts: { user: string; pass: string }[];
  /** Resolves with the first message matching, waiting up to `timeoutMs`. */
  waitFor(match: (mail: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `refuseAuth`: the server answers every login with 535 (wrong username or password). */
export async function startTestSmtpServer(port = 0, options: { refuseAuth?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const authAttempts: { user: string; pass: string }[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const auths = new WeakMap<object, { user: string; pass: string }>();
      server = new SMTPServer({
        secure: false,
        disabledCommands: ["STARTTLS"],
        authOptional: true,
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, session, callback) {
          auths.set(session, { user: auth.username ?? "", pass: auth.password ?? "" });
          authAttempts.push({ user: auth.username ?? "", pass: auth.password ?? "" });
          if (options.refuseAuth)
            return callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
          callback(null, { user: auth.username });
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                auth: auths.get(session) ?? null,
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      server.on("error", () => {});
      server.listen(boundPort, "127.0.0.1", () => {
        const address = (server as unknown as { server: import("node:net").Server }).server.address();
        if (address && typeof address === "object") boundPort = address.port;
        resolve();
      });
      (server as unknown as { server: import("node:net").Server }).server.once("error", reject);
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    received,
    authAttempts,
    async waitFor(match, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > end)
          throw new Error(
            `no matching e-mail within ${timeoutMs} ms (received: ${received.map((m) => m.subject).join(" | ") || "none"})`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
