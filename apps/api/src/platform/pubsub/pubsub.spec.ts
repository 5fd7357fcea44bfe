import { describe, expect, it, vi } from 'vitest';
import { CacheSync } from './cache-sync';
import { InProcessPubSub } from './in-process-pubsub';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two instances' `CacheSync`, on one in-process pub/sub. */
function twoInstances(): [CacheSync, CacheSync] {
  const pubsub = new InProcessPubSub();
  return [new CacheSync(pubsub), new CacheSync(pubsub)];
}

describe('InProcessPubSub', () => {
  it('delivers a copy of each message to the channel’s subscribers until they stop', async () => {
    const pubsub = new InProcessPubSub();
    const heard: unknown[] = [];
    const stop = pubsub.subscribe('a', (message) => heard.push(message));
    pubsub.subscribe('b', () => heard.push('wrong channel'));
    const sent = { n: 1 };
    await pubsub.publish('a', sent);
    await settle();
    expect(heard).toEqual([{ n: 1 }]);
    expect(heard[0]).not.toBe(sent);
    stop();
    await pubsub.publish('a', { n: 2 });
    await settle();
    expect(heard).toHaveLength(1);
  });
});

describe('CacheSync', () => {
  it('refreshes on other instances’ changes only, and survives a failing refresh', async () => {
    const [first, second] = twoInstances();
    const refreshedOnFirst = vi.fn();
    const refreshedOnSecond = vi.fn();
    first.onChange('novel', refreshedOnFirst);
    second.onChange('novel', refreshedOnSecond);
    second.onChange('translators', () => Promise.reject(new Error('database away')));

    first.changed('novel', 'id-1');
    first.changed('translators');
    await settle();
    expect(refreshedOnFirst).not.toHaveBeenCalled();
    expect(refreshedOnSecond).toHaveBeenCalledWith('id-1');

    second.changed('novel', 'id-2');
    await settle();
    expect(refreshedOnFirst).toHaveBeenCalledWith('id-2');
  });

  it('runs every listener of a topic, even when another one fails', async () => {
    const [writer, reader] = twoInstances();
    const latestComments = vi.fn();
    const viewerLikes = vi.fn();
    reader.onChange('comments', latestComments);
    reader.onChange('comments', () => Promise.reject(new Error('database away')));
    reader.onChange('comments', viewerLikes);

    writer.changed('comments', 'likes:user-1');
    await settle();
    expect(latestComments).toHaveBeenCalledWith('likes:user-1');
    expect(viewerLikes).toHaveBeenCalledWith('likes:user-1');
  });
});
