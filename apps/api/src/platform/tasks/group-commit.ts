/**
 * Writes that come while one round is being written wait, and go together in the next round: group
 * commit. The embedded database takes one writer at a time and writes a batch of documents about
 * eight times faster per document than one request each (ADR 0018), so under load the writes of
 * many requests share a round. A write that finds nothing being written goes at once: no timer, so
 * a lone write waits for nothing.
 *
 * `writeAll` answers one result per item, in order, or throws, which fails every item of its round.
 */
export class GroupCommit<Item, Result> {
  private queued: {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private writing = false;

  /** `atMost`: the largest round; more waiting go in the rounds after. */
  constructor(
    private readonly writeAll: (items: readonly Item[]) => Promise<readonly Result[]>,
    private readonly atMost = 500,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queued.push({ item, resolve, reject });
      if (!this.writing) void this.writeRounds();
    });
  }

  private async writeRounds(): Promise<void> {
    this.writing = true;
    while (this.queued.length > 0) {
      const round = this.queued.splice(0, this.atMost);
      try {
        const results = await this.writeAll(round.map(({ item }) => item));
        round.forEach(({ resolve }, index) => resolve(results[index] as Result));
      } catch (error) {
        round.forEach(({ reject }) => reject(error));
      }
    }
    this.writing = false;
  }
}
