/** A full reload at a path: after sign-out nothing of the old session may stay in memory. */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
