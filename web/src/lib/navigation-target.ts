/** The path a navigation in progress is heading to (kept by the router subscription in router.tsx). */
let target: string | null = null;

export function setNavigationTarget(path: string | null): void {
  target = path;
}

export function navigationTarget(): string {
  return target ?? `${window.location.pathname}${window.location.search}`;
}
