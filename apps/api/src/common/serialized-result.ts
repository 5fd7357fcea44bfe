/**
 * A result already turned into JSON, which the envelope interceptor sends as it is. For answers many
 * requests share (a guest's catalogue page, the guest main page): serializing thirty or seventy-five
 * cards was a quarter of such a request's cost, and most of its garbage.
 */
export class SerializedResult {
  private constructor(readonly json: string) {}

  static of(result: unknown): SerializedResult {
    return new SerializedResult(JSON.stringify(result));
  }
}
