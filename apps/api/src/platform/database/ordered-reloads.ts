/**
 * Reading a read model's records again among the changes that keep arriving (docs/architecture.md
 * § Read models). Two things go wrong without it:
 * - two reads asked for one after the other (two messages from another instance) can answer in
 *   the other order, and the older answer, installed last, stays;
 * - a write this instance reports while a read is in flight is applied, then undone when the read
 *   (made before the write) installs its records.
 * So reads run one at a time, a read asked for while one runs is queued once (every later request
 * shares it, as its read starts after them all), and each change reported during a read is applied
 * at once and again after the read's records are in. Applying a change twice is harmless: each says
 * what a record now is, or that it is gone. `C` is what the repository reports (`RecordChange`, or
 * its own kinds); `everything` is the one that reads again.
 */
export class OrderedReloads<C extends { kind: string }> {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** The changes reported since the running read started; undefined when none runs. */
  private missed: C[] | undefined;

  constructor(
    private readonly readAll: () => Promise<void>,
    private readonly applyOne: (change: C) => void | Promise<void>,
  ) {}

  /** Takes one change the repository reported: "everything" reads again, any other is applied. */
  async take(change: C): Promise<void> {
    if (change.kind === 'everything') return this.request();
    this.missed?.push(change);
    await this.applyOne(change);
  }

  /** Resolves once a read that started after this call has installed its records. */
  request(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<void> {
    const running = this.readThenReplay().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }

  private async readThenReplay(): Promise<void> {
    const missed: C[] = [];
    this.missed = missed;
    try {
      await this.readAll();
      // A change reported while replaying is pushed here too, and the loop reaches it.
      for (const change of missed) await this.applyOne(change);
    } finally {
      this.missed = undefined;
    }
  }
}
