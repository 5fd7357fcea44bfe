/**
 * Runs the tasks given for one key one after another, in the order they came; different keys run
 * side by side. Why: FerretDB answers a `findOneAndUpdate` by reading and then writing, so two
 * concurrent writes of one record can both see the same "before" (measured: a reader's double click
 * counted a changed vote twice). Serialising per record in the process closes that gap for one
 * instance; MongoDB's findAndModify is atomic across instances.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();
  /** The last task run alone (`runAlone`), settled or not; never rejects. */
  private alone: Promise<unknown> = Promise.resolve();
  /** Keys' tasks running now, and those waiting for one of them to end (first come, first run). */
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `atMost`: how many keys' tasks may run at once (the others wait their turn in order). */
  constructor(private readonly atMost = Infinity) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = Promise.all([this.tails.get(key), this.alone]);
    const limited = () => this.withPlace(task);
    const result = previous.then(limited, limited);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once nothing more is queued on it, so the map stays as small as the traffic.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Runs `task` once fewer than `atMost` run; a task that ends hands its place to the next. */
  private async withPlace<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.atMost) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /**
   * Runs a task that touches every key (a write to many records at once): after every task of every
   * key given before it, and before every task given after it.
   */
  runAlone<T>(task: () => Promise<T>): Promise<T> {
    const previous = Promise.all([this.alone, ...this.tails.values()]);
    const result = previous.then(task, task);
    this.alone = result.catch(() => undefined);
    return result;
  }
}
