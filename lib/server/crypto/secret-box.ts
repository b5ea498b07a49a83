import "server-only";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config, type Config } from "../config/env";
import { assertDeploymentSecrets } from "../config/production";

/**
 * Encryption at rest for secrets the app must read back (the SMTP password): AES-256-GCM,
 * stored as "v1:<iv>:<tag>:<ciphertext>" in base64url. The key comes from EMAIL_CONFIG_SECRET.
 * A production deployment (lib/server/config/production.ts) must set it, apart from NEXTAUTH_SECRET, and is
 * refused without it; elsewhere (the demo, tests) it falls back to NEXTAUTH_SECRET, then to a
 * random key kept in .data/secret.key.
 */
const VERSION = "v1";

function keyFromSecret(secret: string): Buffer {
  return crypto.createHash("sha256").update(`lagoon-stays/secret-box/${secret}`).digest();
}

let cachedKey: Buffer | undefined;
export function secretKey(c: Config = config()): Buffer {
  if (c.productionDeployment) {
    assertDeploymentSecrets(c);
    return keyFromSecret(c.secrets.emailConfig!);
  }
  const secret = c.secrets.emailConfig || c.secrets.nextAuth;
  if (secret) return keyFromSecret(secret);
  if (cachedKey) return cachedKey;
  const file = path.resolve(".data/secret.key");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  cachedKey = keyFromSecret(fs.readFileSync(file, "utf8").trim());
  return cachedKey;
}

export function encryptSecret(plaintext: string, key: Buffer = secretKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    data.toString("base64url"),
  ].join(":");
}

/** Decrypts a value from encryptSecret; throws when it was tampered with or the key changed. */
export function decryptSecret(stored: string, key: Buffer = secretKey()): string {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Not an encrypted secret.");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
