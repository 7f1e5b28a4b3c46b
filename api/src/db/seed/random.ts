/** A seeded PRNG (mulberry32) so that the demo data is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    alnum: (n: number) => Array.from({ length: n }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(next() * 33)]).join(''),
  };
}
export type Prng = ReturnType<typeof prng>;

/** Carrier-style tracking numbers: UPS 1Z..., USPS 94/92..., FedEx 12 digits, DHL JD..., Amazon TBA... */
export function trackingNumber(r: Prng, i: number): string {
  switch (i % 5) {
    case 0:
      return `1Z${r.alnum(6)}${r.digits(10)}`;
    case 1:
      return `${r.pick(['9400', '9205', '9261'])}${r.digits(18)}`;
    case 2:
      return r.digits(12);
    case 3:
      return `JD01${r.digits(16)}`;
    default:
      return `TBA${r.digits(12)}`;
  }
}

/** yyyymmdd of a moment in Eastern Time (pickup dates are office days). */
export function etDateId(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}`;
}

/** 10:00 ET (15:00 UTC in winter, 14:00 in summer is close enough for demo data) of a yyyymmdd. */
export function dateOfId(id: string): Date {
  return new Date(`${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T15:00:00Z`);
}

export const DAY = 86_400_000;
