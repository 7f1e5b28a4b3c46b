/** A wait as a person reads it: "40 seconds", "3 minutes", "2 hours". */
export function inWords(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 90) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return m < 90 ? `${m} minutes` : `${Math.ceil(m / 60)} hours`;
}
