// One bulletin made at a time in this process: rendering reads a period's data and draws charts and a PDF, so
// two at once would only compete for the same cores as every report request. Waiting work is bounded: past
// MAX_WAITING, a new piece is refused (the route answers 503) instead of piling up behind the others.
export class LaneFull extends Error {
  constructor() {
    super('the bulletin render lane is full');
    this.name = 'LaneFull';
  }
}

export interface RenderLane {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Pieces running or waiting. */
  readonly size: number;
}

export function createRenderLane(maxWaiting = 8): RenderLane {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (size > maxWaiting) return Promise.reject(new LaneFull());
      size += 1;
      const next = tail.catch(() => undefined).then(work).finally(() => { size -= 1; });
      tail = next;
      return next;
    },
    get size() { return size; },
  };
}
