import "server-only";

/**
 * A receipt as a PDF (@react-pdf/renderer), laid out from lib/receipts/receipt.ts. The text is set
 * in DejaVu Sans, read from the installed dejavu-fonts-ttf package (bundled for Vercel through
 * next.config.mjs outputFileTracingIncludes): it covers Latin, Greek and Cyrillic names, which the
 * PDF's built-in Helvetica would print as wrong characters. Nothing is fetched over a network.
 */
import path from "node:path";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { COMPANY } from "@/lib/company";
import type { Receipt } from "@/lib/receipts/receipt";
import { formatCentsUsd as usd } from "@/lib/format";

const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: "DejaVu Sans",
    fonts: [
      { src: path.join(FONT_DIR, "DejaVuSans.ttf"), fontWeight: "normal" },
      { src: path.join(FONT_DIR, "DejaVuSans-Bold.ttf"), fontWeight: "bold" },
    ],
  });
  // Long words (an e-mail address) wrap where they must, not with hyphens made up by the renderer.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const styles = StyleSheet.create({
  page: { fontFamily: "DejaVu Sans", fontSize: 10, padding: 40, color: "#1f2937" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 20 },
  brand: { fontSize: 16, fontWeight: "bold", color: "#0e7490" },
  muted: { color: "#6b7280" },
  h1: { fontSize: 18, fontWeight: "bold", marginBottom: 4 },
  h2: { fontSize: 12, fontWeight: "bold", marginTop: 16, marginBottom: 6 },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  label: { color: "#6b7280", width: 130 },
  value: { flex: 1 },
  line: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 3,
    borderBottom: "0.5pt solid #e5e7eb",
  },
  total: { flexDirection: "row", justifyContent: "space-between", paddingTop: 6, fontWeight: "bold", fontSize: 12 },
  footer: { position: "absolute", bottom: 30, left: 40, right: 40, fontSize: 8, color: "#6b7280" },
});

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <View>
      {rows.map(([label, value]) => (
        <View key={label} style={styles.row} wrap={false}>
          <Text style={styles.label}>{label}</Text>
          <Text style={styles.value}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  return (
    <Document
      title={`Receipt ${receipt.reference}`}
      author={COMPANY.name}
      subject={`${receipt.title} ${receipt.reference}`}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>{COMPANY.name}</Text>
            {COMPANY.office.lines.map((line) => (
              <Text key={line} style={styles.muted}>
                {line}
              </Text>
            ))}
          </View>
          <View>
            <Text>{COMPANY.emails.bookings}</Text>
            <Text>{COMPANY.phone.display}</Text>
          </View>
        </View>
        <Text style={styles.h1}>Receipt {receipt.reference}</Text>
        <Text style={styles.muted}>
          {receipt.title} · issued {receipt.issued}
        </Text>

        <Text style={styles.h2}>Guest</Text>
        <Rows
          rows={[
            ["Name", receipt.guest.name],
            ["E-mail", receipt.guest.email],
            ["Phone", receipt.guest.phone],
          ]}
        />

        <Text style={styles.h2}>Stay</Text>
        <Rows rows={receipt.stay} />

        <Text style={styles.h2}>Charges</Text>
        {receipt.lines.map((line, i) => (
          <View key={i} style={styles.line} wrap={false}>
            <Text>{line.label}</Text>
            <Text>{usd(line.cents)}</Text>
          </View>
        ))}
        <View style={styles.total} wrap={false}>
          <Text>Total</Text>
          <Text>{usd(receipt.totalCents)}</Text>
        </View>

        <Text style={styles.h2}>Payment</Text>
        <Rows rows={receipt.payment} />

        <Text style={styles.h2}>Cancellation terms</Text>
        {receipt.terms.map((line) => (
          <Text key={line}>{line}</Text>
        ))}

        <Text style={styles.footer} fixed>
          {COMPANY.legalName} · Prices in US dollars · {receipt.reference}
        </Text>
      </Page>
    </Document>
  );
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReceiptDocument receipt={receipt} />);
}
