// What to do when the server says the session is over or sends the reader elsewhere. The sign-in feature
// sets this once at start-up; until then nobody counts as signed in and a dispatch is a plain page load.
export interface SessionHandler {
  isSignedIn(): boolean;
  goTo(url: string): void;
  signOut(): void;
}

const defaultHandler: SessionHandler = {
  isSignedIn: () => false,
  goTo: (url) => window.location.assign(url),
  signOut: () => {},
};

let handler: SessionHandler = defaultHandler;

/** Replaces the handler; without an argument, restores the default (tests). */
export function setSessionHandler(next: SessionHandler = defaultHandler): void {
  handler = next;
}

export function sessionHandler(): SessionHandler {
  return handler;
}
