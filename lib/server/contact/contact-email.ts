import "server-only";

import type { ContactMessageData } from "@/lib/validation/contact";
import { subjectLabel } from "@/lib/contact/subjects";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export interface ContactEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail the team receives for a contact message: plain text plus a simple HTML version in
 * which everything the visitor typed is escaped. Replying goes to the visitor (Reply-To).
 */
export function composeContactEmail(message: ContactMessageData & { id: string; createdAt: string }): ContactEmail {
  const topic = subjectLabel(message.subject);
  const subject = `[Contact] ${topic} — ${oneLine(message.name)}`.slice(0, 200);
  const phone = message.phone?.trim() || "not given";
  const received = new Date(message.createdAt).toUTCString();

  const text = [
    `New message from the Lagoon Stays contact form.`,
    ``,
    `Subject: ${topic}`,
    `Name:    ${oneLine(message.name)}`,
    `E-mail:  ${message.email}`,
    `Phone:   ${phone}`,
    `Received: ${received}`,
    `Reference: ${message.id}`,
    ``,
    message.message,
    ``,
    `Reply to this e-mail to answer ${oneLine(message.name)} directly.`,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#4b5563;font-weight:600">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = [
    `<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">`,
    `<p>New message from the Lagoon Stays contact form.</p>`,
    `<table role="presentation" style="border-collapse:collapse">`,
    row("Subject", topic),
    row("Name", oneLine(message.name)),
    row("E-mail", message.email),
    row("Phone", phone),
    row("Received", received),
    row("Reference", message.id),
    `</table>`,
    `<p style="white-space:pre-wrap;border-left:3px solid #0e7490;padding-left:12px">${escapeHtml(message.message)}</p>`,
    `<p style="color:#4b5563">Reply to this e-mail to answer ${escapeHtml(oneLine(message.name))} directly.</p>`,
    `</div>`,
  ].join("");

  return { subject, text, html };
}
