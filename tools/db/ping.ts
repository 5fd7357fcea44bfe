import { MongoClient } from 'mongodb';

/** Resolves once the server at `uri` answers `ping`; rejects after `timeoutMs`. */
export async function waitForPing(uri: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.close().catch(() => {});
    }
  }
  throw new Error(
    `Database at ${uri} did not answer a ping within ${timeoutMs} ms: ${String(lastError)}`,
  );
}
