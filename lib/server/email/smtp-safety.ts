import "server-only";

/**
 * What keeps the stored SMTP password with the server it was entered for (issue 18):
 *  - TLS is required (implicit TLS on port 465, STARTTLS on any other port) unless the host is this
 *    machine (localhost, *.localhost, 127.x.x.x, ::1): a password never crosses a network in clear.
 *  - A failed send is described in our own words (connection refused, no TLS, login refused, code
 *    550…), never with the server's raw reply: pointing "SMTP host" at an internal port must not
 *    read that port's banner back through the test send or the e-mail log.
 */
import net from "node:net";

/** Whether `host` names this machine, where an SMTP server may be spoken to without TLS. */
export function isLocalSmtpHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (net.isIPv4(name)) return name.startsWith("127.");
  const bare = name.replace(/^\[(.*)\]$/, "$1");
  return bare === "::1" || bare === "0:0:0:0:0:0:0:1";
}

/** Nodemailer's TLS options for a host and port: 465 speaks TLS at once, others must upgrade with STARTTLS (except locally). */
export function smtpTlsOptions(host: string, port: number): { secure: boolean; requireTLS: boolean } {
  const secure = port === 465;
  return { secure, requireTLS: !secure && !isLocalSmtpHost(host) };
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/** The SMTP reply code of an error, when it is one (a number, never the server's text). */
function replyCode(error: SmtpError): string {
  return typeof error.responseCode === "number" && error.responseCode >= 200 && error.responseCode < 600
    ? ` (SMTP code ${error.responseCode})`
    : "";
}

/**
 * A safe, readable reason for a failed send: nodemailer's errors (they carry a `code` such as
 * EAUTH or ECONNECTION) are described by kind; anything else is our own error and keeps its message.
 */
/** Whether nodemailer says the SMTP server refused the username or password. */
export function isSmtpAuthRefusal(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as SmtpError).code === "EAUTH");
}

export function smtpFailureReason(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const e = error as SmtpError;
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  switch (code) {
    case "ECONNREFUSED":
      return "Could not connect to the SMTP server: connection refused at that host and port.";
    case "ECONNECTION":
    case "ESOCKET":
      if (/ECONNREFUSED/.test(message))
        return "Could not connect to the SMTP server: connection refused at that host and port.";
      if (/EHOSTUNREACH|ENETUNREACH/.test(message))
        return "Could not connect to the SMTP server: the host cannot be reached.";
      return `The connection to the SMTP server failed or was closed${replyCode(e)}.`;
    case "ETIMEDOUT":
      return "The SMTP server did not answer in time.";
    case "EDNS":
    case "ENOTFOUND":
      return "The SMTP host name could not be found.";
    case "ETLS":
      return "The SMTP server does not offer a secure connection (STARTTLS), so the password is not sent. Use port 465 (TLS) or a server that offers STARTTLS.";
    case "EAUTH":
      return `Authentication failed: the SMTP server refused the username or password${replyCode(e)}.`;
    case "EENVELOPE":
      return `The SMTP server refused the sender or recipient address${replyCode(e)}.`;
    case "EMESSAGE":
    case "ESTREAM":
      return `The SMTP server refused the message${replyCode(e)}.`;
    case "EPROTOCOL":
      return "The server at that host and port did not answer like an SMTP server.";
    default:
      if (code.startsWith("E") || e.responseCode !== undefined) return `Sending failed${replyCode(e)}.`;
      return null;
  }
}

/** Removes NUL and other control characters (but tabs) from text bound for a log. */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}
