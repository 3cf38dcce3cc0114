// The text/event-stream wire format (WHATWG HTML, "server-sent events"): named events with one JSON data line,
// and comment lines, which a browser ignores but which keep proxies from closing an idle connection.

export function toSseEvent(name: string, data: unknown, id?: string): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function toSseComment(text: string): string {
  return `: ${text}\n\n`;
}

/** How long a browser waits before reconnecting after the stream drops. */
export function toSseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}
