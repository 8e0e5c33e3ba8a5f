import type { AudioService } from './audio.ts';
import type { CommentService } from './comments.ts';
import type { MediaService } from './media.ts';
import type { MusicianService } from './musicians.ts';
import type { PlayService } from './plays.ts';
import type { TrackService } from './tracks.ts';

/** The module's services, as the routes, the jobs and the demo seed use them. */
export interface MusicServices {
  tracks: TrackService;
  media: MediaService;
  audio: AudioService;
  plays: PlayService;
  comments: CommentService;
  musicians: MusicianService;
}
