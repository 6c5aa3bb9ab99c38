/** The last location a navigation reached, so a blocked navigation can stay where it was. */
let lastPath: string | null = null;

export function rememberLocation(path: string): void {
  lastPath = path;
}

export function lastLocation(): string | null {
  return lastPath;
}

/** Where the user wanted to go when the login dialog interrupted them. */
let pendingTarget: string | null = null;

export function setPendingTarget(path: string | null): void {
  pendingTarget = path;
}

export function takePendingTarget(): string | null {
  const target = pendingTarget;
  pendingTarget = null;
  return target;
}

/** A fresh start (a new router, as in tests). */
export function resetNavigationHistory(): void {
  lastPath = null;
  pendingTarget = null;
}
