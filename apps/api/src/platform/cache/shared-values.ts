/**
 * One copy of each string a read model holds many times over. The driver decodes every string of
 * every document afresh, so 20,000 projects tagged with the same tag hold 20,000 copies of its id
 * (40 bytes each); a read model that passes the values it keeps through `of` holds one. For values
 * from a small set (vocabulary ids, statuses, languages): every distinct value stays for the life
 * of the process.
 */
export class SharedValues {
  private readonly kept = new Map<string, string>();

  /** The kept copy of `value`, which becomes the kept one if none was. */
  of<Value extends string>(value: Value): Value {
    const kept = this.kept.get(value);
    if (kept !== undefined) return kept as Value;
    this.kept.set(value, value);
    return value;
  }

  /** Each value's kept copy, in a new array. */
  each<Value extends string>(values: readonly Value[]): Value[] {
    return values.map((value) => this.of(value));
  }
}
