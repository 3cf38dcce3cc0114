// What the error modal shows: one list of errors at a time. Errors that arrive while it is open join the
// list (once each: retries and parallel requests often fail with the same message), so nothing is lost
// and nothing repeats. Cleared by closing the modal or by moving to another page.
type Listener = () => void;

/** server: the API's own errors; network: no answer at all; client: the request could not be sent. */
export type ErrorKind = 'server' | 'network' | 'client';

export interface ShownError {
  errorCode: string;
  errorMessage: string;
  /** The response's correlationId, which support staff ask for. */
  transactionId?: string;
}

export interface ErrorReport {
  title?: string;
  kind: ErrorKind;
  errors: readonly ShownError[];
  /** A signed-in reader was refused (403): the modal offers to sign out and in as someone allowed. */
  offerSignOut?: boolean;
}

export interface ShowErrorsInput {
  title?: string;
  kind?: ErrorKind;
  errors: readonly { errorCode: string; errorMessage: string }[];
  transactionId?: string;
  offerSignOut?: boolean;
}

let current: ErrorReport | null = null;
const listeners = new Set<Listener>();

function set(next: ErrorReport | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showErrors({ title, kind = 'server', errors, transactionId, offerSignOut }: ShowErrorsInput): void {
  const incoming = errors.map((e) => ({ errorCode: e.errorCode, errorMessage: e.errorMessage, ...(transactionId ? { transactionId } : {}) }));
  const known = current?.errors ?? [];
  const added = incoming.filter(
    (e, i) =>
      !known.some((k) => k.errorCode === e.errorCode && k.errorMessage === e.errorMessage) &&
      incoming.findIndex((o) => o.errorCode === e.errorCode && o.errorMessage === e.errorMessage) === i,
  );
  if (added.length === 0) return;
  const signOut = offerSignOut || current?.offerSignOut ? { offerSignOut: true } : {};
  set(current ? { ...current, errors: [...known, ...added], ...signOut } : { ...(title ? { title } : {}), kind, errors: added, ...signOut });
}

export function clearErrors(): void {
  if (current !== null) set(null);
}

/** The current list, or null: a stable snapshot for useSyncExternalStore. */
export function currentErrors(): ErrorReport | null {
  return current;
}

export function subscribeToErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
