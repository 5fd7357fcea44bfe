/*
 * Which votes count (docs/product §A5.2, ours). A vote is left out of a project's figures when its
 * reader cannot be trusted: the account is removed, the reader is banned from everything (a ban, or
 * a sanction of the scope `everything`, in force now), or the vote is part of a burst — at least
 * BURST_VOTES votes on one title within BURST_WINDOW_HOURS from accounts younger than
 * NEW_ACCOUNT_DAYS when they voted. Each rule is about the account, never the value voted: a burst
 * of ones is left out as a burst of tens is. A vote left out is kept, and counts again once its
 * reader does (a ban ends); a burst stays a burst, as the accounts' age at voting does not change.
 */

/** An account younger than this when it voted is new. */
export const NEW_ACCOUNT_DAYS = 7;
/** A burst: at least this many votes of new accounts on one title … */
export const BURST_VOTES = 5;
/** … within this many hours. */
export const BURST_WINDOW_HOURS = 24;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const voteExclusionReasons = ['removed', 'banned', 'burst'] as const;
export type VoteExclusionReason = (typeof voteExclusionReasons)[number];

/** Why votes were left out, in the reader's words (plural forms are the page's). */
export const voteExclusionLabels: Record<VoteExclusionReason, string> = {
  removed: 'удалённые аккаунты',
  banned: 'забаненные читатели',
  burst: 'всплеск голосов новых аккаунтов',
};

/** One reader's vote on a project. */
export interface ProjectVote {
  userId: string;
  rating: number;
  at: Date;
}

/** What trust needs of a voter; undefined when the account no longer exists. */
export interface VoterStanding {
  createdAt: Date;
  removed: boolean;
  /** Banned from everything at this moment. */
  bannedEverywhere: boolean;
}

export interface WeighedVotes<V extends ProjectVote> {
  counted: V[];
  excluded: { vote: V; reason: VoteExclusionReason }[];
}

/** Whether the account was new when it voted. */
export function votedAsNewAccount(vote: ProjectVote, standing: VoterStanding): boolean {
  return vote.at.getTime() - standing.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}

/**
 * The votes among `newVotes` (new accounts' votes on one title) that fall in a window of
 * BURST_WINDOW_HOURS holding at least BURST_VOTES of them.
 */
function burstVotes<V extends ProjectVote>(newVotes: readonly V[]): Set<V> {
  const sorted = [...newVotes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const inBurst = new Set<V>();
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    while (
      sorted[last]!.at.getTime() - sorted[first]!.at.getTime() >
      BURST_WINDOW_HOURS * HOUR_MS
    ) {
      first += 1;
    }
    if (last - first + 1 >= BURST_VOTES) {
      for (let index = first; index <= last; index += 1) inBurst.add(sorted[index]!);
    }
  }
  return inBurst;
}

/** One project's votes, split into those that count and those left out, each with its reason. */
export function weighVotes<V extends ProjectVote>(
  votes: readonly V[],
  standingOf: (userId: string) => VoterStanding | undefined,
): WeighedVotes<V> {
  const result: WeighedVotes<V> = { counted: [], excluded: [] };
  const byReader: { vote: V; standing: VoterStanding }[] = [];
  for (const vote of votes) {
    const standing = standingOf(vote.userId);
    if (!standing || standing.removed) result.excluded.push({ vote, reason: 'removed' });
    else if (standing.bannedEverywhere) result.excluded.push({ vote, reason: 'banned' });
    else byReader.push({ vote, standing });
  }
  const burst = burstVotes(
    byReader
      .filter(({ vote, standing }) => votedAsNewAccount(vote, standing))
      .map(({ vote }) => vote),
  );
  for (const { vote } of byReader) {
    if (burst.has(vote)) result.excluded.push({ vote, reason: 'burst' });
    else result.counted.push(vote);
  }
  return result;
}

/** How many votes each reason left out (every reason present, zero where none). */
export function exclusionCounts(
  excluded: readonly { reason: VoteExclusionReason }[],
): Record<VoteExclusionReason, number> {
  const counts = { removed: 0, banned: 0, burst: 0 };
  for (const { reason } of excluded) counts[reason] += 1;
  return counts;
}
