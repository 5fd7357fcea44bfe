/** Resolves once `url` answers 2xx; rejects after `timeoutMs` or as soon as `givenUp` settles. */
export async function waitForHttpOk(
  url: string,
  options: { timeoutMs: number; givenUp?: Promise<unknown> },
): Promise<void> {
  let abandoned = false;
  void options.givenUp?.then(() => {
    abandoned = true;
  });
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline && !abandoned) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    abandoned
      ? `The server exited before ${url} answered`
      : `${url} did not answer within ${options.timeoutMs} ms`,
  );
}
