import type * as React from "react";
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

import { COMPANY } from "@/lib/company";
import { SITE_NAME } from "@/lib/site";

/** Brand colours from the design (lagoon teal on sand), inline: mail clients ignore stylesheets. */
export const brand = { teal: "#0f766e", ink: "#0f172a", muted: "#475569", sand: "#f8f5ef", line: "#e2e8f0" };

const text: React.CSSProperties = { color: brand.ink, fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" };

/** The frame every message shares: brand header, a heading, the content, the company footer. */
export function EmailLayout({
  preview,
  heading,
  websiteUrl,
  children,
}: {
  preview: string;
  heading: string;
  websiteUrl: string;
  children: React.ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: brand.sand,
          fontFamily: "Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", padding: "32px" }}>
          <Text style={{ color: brand.teal, fontSize: "18px", fontWeight: 700, margin: "0 0 24px" }}>{SITE_NAME}</Text>
          <Heading as="h1" style={{ color: brand.ink, fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: brand.line, margin: "28px 0 16px" }} />
          <Text style={{ color: brand.muted, fontSize: "12px", lineHeight: "18px", margin: 0 }}>
            {COMPANY.legalName} · {COMPANY.office.lines.join(", ")} · {COMPANY.phone.display} ·{" "}
            <Link href={websiteUrl} style={{ color: brand.teal }}>
              {websiteUrl.replace(/^https?:\/\//, "")}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: React.ReactNode }) {
  return <Text style={text}>{children}</Text>;
}

/** A button-like link (a table-free anchor renders well in every client). */
export function Action({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Link
        href={href}
        style={{
          backgroundColor: brand.teal,
          borderRadius: "8px",
          color: "#ffffff",
          display: "inline-block",
          fontSize: "15px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Link>
    </Section>
  );
}

/** The booking's figures as label/value rows. */
export function Details({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <Section style={{ backgroundColor: brand.sand, borderRadius: "8px", margin: "16px 0", padding: "16px 20px" }}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <Text key={label} style={{ color: brand.ink, fontSize: "14px", lineHeight: "22px", margin: "0 0 4px" }}>
            <span style={{ color: brand.muted }}>{label}: </span>
            <strong>{value}</strong>
          </Text>
        ))}
    </Section>
  );
}
