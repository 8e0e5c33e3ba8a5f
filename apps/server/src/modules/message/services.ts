import type { BoxService } from './box.ts';
import type { Cards } from './cards.ts';
import type { ChatService } from './chat.ts';
import type { BoxFolder } from './fold.ts';
import type { MessageService } from './notices.ts';
import type { PushService } from './push.ts';
import type { ChatReports } from './reports.ts';
import type { VoiceService } from './voice.ts';

/** The message module's services, as its routes, jobs, app.ts and the seed use them. */
export interface MessageServices {
  /** Notices: the port other domains write through (`notify(tx, notice)`), and their lists. */
  notices: MessageService;
  chat: ChatService;
  box: BoxService;
  /** The card kinds chat can carry, registered by the domains that own them. */
  cards: Cards;
  reports: ChatReports;
  push: PushService;
  voice: VoiceService;
  /** Folds the notices' additions into the boxes' rows (every second outside tests). */
  folder: BoxFolder;
}
