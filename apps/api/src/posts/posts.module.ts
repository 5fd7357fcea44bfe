import { Module } from '@nestjs/common';

/** Articles and article drafts (SPEC.md §2.2 /posts, §3 Post, Post draft, §7). */
@Module({})
export class PostsModule {}
