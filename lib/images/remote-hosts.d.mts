export interface RemotePattern {
  protocol: "https";
  hostname: string;
  port: "";
  pathname: string;
}
export function parseImageHosts(value: string | undefined | null): { hosts: string[]; invalid: string[] };
export function remotePatternsFor(hosts: string[]): RemotePattern[];
export function imageHostAllowed(hostname: string, hosts: string[]): boolean;
export function imageCacheBytes(value: string | undefined | null): number;
