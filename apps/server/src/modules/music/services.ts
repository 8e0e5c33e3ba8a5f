import type { AudioService } from './audio.ts';
import type { CommentService } from './comments.ts';
import type { MediaService } from './media.ts';
import type { MusicianService } from './musicians.ts';
import type { PlayService } from './plays.ts';
import type { TrackReviewService } from './publish-review.ts';
import type { TrackService } from './tracks.ts';

/** The module's services, as the routes, the jobs and the demo seed use them. */
export interface MusicServices {
  tracks: TrackService;
  /** Review before publishing: the editor's switch and the operators' decisions. */
  review: TrackReviewService;
  media: MediaService;
  audio: AudioService;
  plays: PlayService;
  comments: CommentService;
  musicians: MusicianService;
}
