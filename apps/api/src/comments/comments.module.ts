import { Global, Module } from '@nestjs/common';
import { CommentSources } from './comment-sources';

/** Comments, likes and reviews (SPEC.md §3, §4 Comments, §7). Global: sources register into it. */
@Global()
@Module({
  providers: [CommentSources],
  exports: [CommentSources],
})
export class CommentsModule {}
