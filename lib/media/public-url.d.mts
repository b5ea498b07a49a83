export interface MediaPublicConfig {
  /** The public address without a trailing "/", or null when S3_PUBLIC_URL is unset. */
  base: string | null;
  /** S3_PREFIX as the keys use it: "" or "folder/". */
  prefix: string;
}
export interface MediaRemotePattern {
  protocol: "https";
  hostname: string;
  port: string;
  pathname: string;
  search: "";
}
type Env = Record<string, string | undefined>;
export function s3ObjectPrefix(value: string | undefined | null): string;
export function parseS3PublicUrl(
  value: string | undefined | null,
): { base: string | null; error?: undefined } | { error: string; base?: undefined };
export function mediaPublicConfig(env?: Env): (MediaPublicConfig & { error?: undefined }) | { error: string };
export function assertMediaPublicConfig(env?: Env): MediaPublicConfig;
export function publicMediaAddress(
  address: string,
  config: Pick<MediaPublicConfig, "base" | "prefix"> | null | undefined,
): string;
export function mediaPublicRemotePatterns(
  config: Pick<MediaPublicConfig, "base" | "prefix"> | null | undefined,
): MediaRemotePattern[];
export function mediaPublicOrigins(config: Pick<MediaPublicConfig, "base"> | null | undefined): string[];
