import type zipcodes from 'zipcodes';

let loading: Promise<typeof zipcodes> | null = null;

/**
 * The offline zip-code dataset (the zipcodes package), loaded on first use: parsing it is a third
 * of what the api loads at start, and only address, zone and zip-code calls need it. The server
 * starts loading it once it listens (server.ts), so no call waits for it in practice.
 */
export function zipDataset(): Promise<typeof zipcodes> {
  return (loading ??= import('zipcodes').then((m) => (m as { default: typeof zipcodes }).default ?? m));
}
