/**
 * Runs the tasks given for one key one after another, in the order they came; different keys run
 * side by side. Why: FerretDB answers a `findOneAndUpdate` by reading and then writing, so two
 * concurrent writes of one record can both see the same "before" (measured: a reader's double click
 * counted a changed vote twice). Serialising per record in the process closes that gap for one
 * instance; MongoDB's findAndModify is atomic across instances.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once nothing more is queued on it, so the map stays as small as the traffic.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
