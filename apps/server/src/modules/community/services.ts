import type { CommentService } from './comments.ts';
import type { CurationService } from './curation.ts';
import type { GroupService } from './groups.ts';
import type { InteractionService } from './interactions.ts';
import type { ModerationService } from './moderation.ts';
import type { PostService } from './posts.ts';
import type { TopicService } from './topics.ts';
import type { VideoService } from './video.ts';

export interface CommunityServices {
  posts: PostService;
  comments: CommentService;
  interactions: InteractionService;
  topics: TopicService;
  groups: GroupService;
  moderation: ModerationService;
  video: VideoService;
  /** The editors' word lists, report reasons and topic pins. */
  curation: CurationService;
}
