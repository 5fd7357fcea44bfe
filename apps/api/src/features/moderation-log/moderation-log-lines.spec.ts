import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase, started } from '../../../test/instances-on-one-database';
import { ModerationLogLines } from './moderation-log-lines';
import { ModerationLogRepository } from './moderation-log.repository';
import { moderationLogSchema, type ModerationLogRecord } from './moderation-log.schema';

/**
 * The lines are a read model of the repository (docs/architecture.md § Read models): against the
 * run's database, an append through the repository is in this instance's lines when it returns, and
 * in another instance's once its message arrives.
 */

const { model, cacheSync } = instancesOnOneDatabase(moderationLogSchema);

/** An API instance's repository and lines, on the shared database and pub/sub. */
async function instance() {
  const repository = new ModerationLogRepository(model(moderationLogSchema), cacheSync());
  return { repository, lines: await started(new ModerationLogLines(repository)) };
}

const line = (_id: string, at: string): ModerationLogRecord => ({
  _id,
  at: new Date(at),
  by: { _id: 'm1', username: 'Мод' },
  action: 'ban',
  text: `забанил (${_id})`,
});

const ids = (lines: ModerationLogLines) => lines.slice(0, 10).map((each) => each._id);

describe('ModerationLogLines', () => {
  it('has each append when it returns, newest first, and the other instance soon after', async () => {
    const here = await instance();
    const there = await instance();

    await here.repository.append(line('b', '2026-01-02T00:00:00Z'));
    expect(ids(here.lines)).toEqual(['b']);
    await expect.poll(() => ids(there.lines)).toEqual(['b']);

    // An older action recorded late still takes its place by time.
    await there.repository.append(line('a', '2026-01-01T00:00:00Z'));
    await there.repository.append(line('c', '2026-01-03T00:00:00Z'));
    expect(ids(there.lines)).toEqual(['c', 'b', 'a']);
    await expect.poll(() => ids(here.lines)).toEqual(['c', 'b', 'a']);
    expect(here.lines.count).toBe(3);
  });
});
