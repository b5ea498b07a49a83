import "server-only";

import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

import { config, type Config } from "../config/env";

/*
 * Where uploaded pictures live, behind one small interface: a local folder (the default, for the
 * single server and the embedded database) or S3-compatible object storage (AWS S3, Cloudflare R2,
 * MinIO), which every instance shares. Objects are named by their content hash, so writing one
 * twice writes the same bytes: no locking needed. Either way the site serves them at /media/<key>
 * (app/media/[file]/route.ts), which Next's image optimizer resizes.
 */

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface MediaStore {
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object (the cleanup job: ./cleanup.ts); nothing under `key` is no error. */
  delete(key: string): Promise<void>;
}

/** Object keys are "<32 hex>.<ext>": nothing else is ever read or written. */
export const MEDIA_KEY = /^[0-9a-f]{32}\.(webp|jpg)$/;

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg" };

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

function assertKey(key: string) {
  if (!MEDIA_KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
}

/** A folder on this server's disk (MEDIA_DIR, default .data/media). */
export class LocalMediaStore implements MediaStore {
  readonly kind = "local";
  constructor(readonly dir: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(this.dir, { recursive: true });
    // Written beside it, then renamed: a reader never sees half a file.
    const temp = path.join(this.dir, `.${key}.${randomUUID()}.tmp`);
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { data: await readFile(this.file(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

export interface S3MediaConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket ("" for the top). */
  prefix?: string;
}

/** An S3-compatible bucket (S3_BUCKET, …), shared by every instance. */
export class S3MediaStore implements MediaStore {
  readonly kind = "s3";
  private readonly client: S3Client;
  constructor(private readonly config: S3MediaConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // MinIO, R2 and test servers address buckets by path, not by sub-domain.
      forcePathStyle: Boolean(config.endpoint),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // default extra checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string) {
    assertKey(key);
    return `${this.config.prefix ?? ""}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      const data = Buffer.from(await reply.Body!.transformToByteArray());
      return { data, contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key it does not have.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  destroy() {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** The store the configuration asks for (lib/server/config/env.ts): S3 when S3_BUCKET is set, else the folder MEDIA_DIR (default .data/media). */
export function createConfiguredMediaStore(media: Config["media"] = config().media): MediaStore {
  return media.s3 ? new S3MediaStore(media.s3) : new LocalMediaStore(media.dir);
}

// One store per process, made on first use (never at import, so `next build` needs no bucket).
const holder = globalThis as unknown as { __lagoonMediaStore?: MediaStore };

export function mediaStore(): MediaStore {
  holder.__lagoonMediaStore ??= createConfiguredMediaStore();
  return holder.__lagoonMediaStore;
}

/** Replaces the process's store (tests: a temporary folder, or a test S3 server); undefined = from the environment again. */
export function setMediaStore(store: MediaStore | undefined): void {
  holder.__lagoonMediaStore = store;
}
