/**
 * A minimal in-process SMTP server for tests (the `smtp-server` package is not installed here):
 * EHLO/HELO, AUTH PLAIN and LOGIN (any credentials accepted, and recorded), MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT. No TLS, so clients send in plain text on localhost. Messages are kept raw.
 */
import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body), dot-unstuffed. */
  raw: string;
  auth?: { user: string; pass: string };
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

const b64 = (s: string) => Buffer.from(s, "base64").toString("utf8");

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");

    let buffer = "";
    let mode: "command" | "data" | "auth-plain" | "auth-user" | "auth-pass" = "command";
    let from = "";
    let to: string[] = [];
    let data: string[] = [];
    let auth: ReceivedMail["auth"];
    let pendingUser = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (mode === "data") {
        if (line === ".") {
          messages.push({ from, to, raw: data.join("\r\n"), auth });
          from = "";
          to = [];
          data = [];
          mode = "command";
          reply("250 2.0.0 OK queued");
        } else {
          data.push(line.startsWith("..") ? line.slice(1) : line);
        }
        return;
      }
      if (mode === "auth-plain") {
        const [, user = "", pass = ""] = b64(line).split("\u0000");
        auth = { user, pass };
        mode = "command";
        return reply("235 2.7.0 Authentication successful");
      }
      if (mode === "auth-user") {
        pendingUser = b64(line);
        mode = "auth-pass";
        return reply(`334 ${Buffer.from("Password:").toString("base64")}`);
      }
      if (mode === "auth-pass") {
        auth = { user: pendingUser, pass: b64(line) };
        mode = "command";
        return reply("235 2.7.0 Authentication successful");
      }

      const [verb = "", ...rest] = line.split(" ");
      const arg = rest.join(" ");
      switch (verb.toUpperCase()) {
        case "EHLO":
          return reply("250-localhost greets you\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8");
        case "HELO":
          return reply("250 localhost");
        case "AUTH": {
          const [method = "", initial] = arg.split(" ");
          if (method.toUpperCase() === "PLAIN") {
            if (initial) {
              mode = "auth-plain";
              return onLine(initial);
            }
            mode = "auth-plain";
            return reply("334 ");
          }
          if (method.toUpperCase() === "LOGIN") {
            if (initial) {
              pendingUser = b64(initial);
              mode = "auth-pass";
              return reply(`334 ${Buffer.from("Password:").toString("base64")}`);
            }
            mode = "auth-user";
            return reply(`334 ${Buffer.from("Username:").toString("base64")}`);
          }
          return reply("504 5.5.4 Unrecognized authentication type");
        }
        case "MAIL":
          from = /<([^>]*)>/.exec(arg)?.[1] ?? "";
          return reply("250 2.1.0 Ok");
        case "RCPT":
          to.push(/<([^>]*)>/.exec(arg)?.[1] ?? "");
          return reply("250 2.1.5 Ok");
        case "DATA":
          mode = "data";
          return reply("354 End data with <CR><LF>.<CR><LF>");
        case "RSET":
          from = "";
          to = [];
          data = [];
          return reply("250 2.0.0 Ok");
        case "NOOP":
          return reply("250 2.0.0 Ok");
        case "QUIT":
          reply("221 2.0.0 Bye");
          return socket.end();
        default:
          return reply("502 5.5.2 Command not recognized");
      }
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        onLine(line);
      }
    });
    reply("220 localhost ESMTP test sink");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on localhost that nothing listens on (connections are refused at once). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
