import { createHmac } from "node:crypto";

/** A visitor's device and address as the reports table keeps them. */
export interface VisitorKeys {
  device: string;
  address: string;
}

/**
 * Keyed hashes (HMAC with the server's secret): a plain hash of an IPv4 address is undone by hashing all 2³² of
 * them, a keyed one is not without the key, which the database never holds. Each kind has its own label, so a
 * device's hash never equals an address's.
 */
export function visitorKeys(secret: string, device: string, address: string): VisitorKeys {
  const keyed = (label: string, value: string) => createHmac("sha256", secret).update(`${label}\u0000${value}`);
  return {
    device: keyed("report-device", device).digest("hex"),
    address: keyed("report-address", address).digest("hex"),
  };
}
