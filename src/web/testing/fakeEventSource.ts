// An EventSource stand-in for component tests (happy-dom has none): records every opened source and lets a test
// deliver named events, open it, or fail it as the browser would.
type Listener = (event: MessageEvent<string> | Event) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: Listener): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sent `event: name` with this data. */
  emit(name: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }

  /** The connection failed; `closed`: the browser gives up (a refusal), else it would retry. */
  fail(closed: boolean): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}
