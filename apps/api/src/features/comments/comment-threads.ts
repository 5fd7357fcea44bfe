import { Injectable } from '@nestjs/common';
import { placeReply, type CommentSourceType, type ReplyRequest } from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
import type { CommentRecord } from './comment.schema';
import { CommentsRepository } from './comments.repository';

/** Threads kept: most are a handful of comments; the busiest pages are read again and again. */
const THREADS_KEPT = 500;

/** A source's comments, oldest first (the id breaks ties), never changed in place. */
export type Thread = readonly CommentRecord[];

const threadKey = (sourceType: CommentSourceType, source: string) => `${sourceType}:${source}`;

/**
 * Each source's comments, oldest first: the read model every comment list of a source and every
 * new comment's placing read from (docs/architecture.md § Read models; on FerretDB a source's
 * comments are a read of the whole comments table). A thread is read on first use and kept, the
 * least recently used let go. `CommentsRepository` reports every comment written, here or on
 * another instance, and a kept thread takes it in place; a comment deleted, or a change too broad
 * to name one comment, lets every thread go, as deletions are rare beside reads.
 */
@Injectable()
export class CommentThreads {
  private readonly threads = new KeyedCache<string, Thread>({
    name: 'comment threads',
    capacity: THREADS_KEPT,
  });

  constructor(private readonly repository: CommentsRepository) {
    repository.changes.listen((change) => {
      if (change.kind === 'written') this.take(change.record);
      else this.threads.clear();
    });
  }

  of(sourceType: CommentSourceType, source: string): Promise<Thread> {
    return this.threads.load(threadKey(sourceType, source), () =>
      this.repository.forSource(sourceType, source),
    );
  }

  /**
   * The thread a new comment joins and where it goes in it (domain `placeReply`): from the kept
   * thread, or read afresh when that cannot place it (the comment replied to may have been written
   * on another instance a moment ago, before this one heard of it).
   */
  async placeReply(sourceType: CommentSourceType, source: string, request: ReplyRequest) {
    const kept = await this.of(sourceType, source);
    const place = placeReply(request, kept);
    if (!place.refused) return { thread: kept, place };
    const fresh = await this.repository.forSource(sourceType, source);
    return { thread: fresh, place: placeReply(request, fresh) };
  }

  /** A comment as written, into its thread if kept; a read of the thread under way is not kept. */
  private take(record: CommentRecord): void {
    const key = threadKey(record.sourceType, record.source);
    const kept = this.threads.has(key) ? this.threads.get(key) : undefined;
    if (kept === undefined) {
      this.threads.delete(key);
      return;
    }
    const others = kept.filter((comment) => comment._id !== record._id);
    const at = others.findIndex((comment) => isBefore(record, comment));
    this.threads.set(
      key,
      at === -1 ? [...others, record] : [...others.slice(0, at), record, ...others.slice(at)],
    );
  }
}

/** Whether `a` comes before `b` in a thread: older first, then by id. */
function isBefore(a: CommentRecord, b: CommentRecord): boolean {
  const byTime = a.createdAt.getTime() - b.createdAt.getTime();
  return byTime < 0 || (byTime === 0 && a._id < b._id);
}

/**
 * A page of a thread as `GET /api/comments` lists a source's comments: newest first, by one author
 * when asked, with how many there are in all.
 */
export function newestFirstPage(
  thread: Thread,
  which: { page: number; limit: number; createdBy?: string },
): { records: CommentRecord[]; count: number } {
  const listed = which.createdBy
    ? thread.filter((comment) => comment.createdBy === which.createdBy)
    : [...thread];
  listed.reverse();
  const from = which.page * which.limit;
  return { records: listed.slice(from, from + which.limit), count: listed.length };
}
