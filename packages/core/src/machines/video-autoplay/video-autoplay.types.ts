/** S1 §4 video autoplay: one organic video at a time, promoted videos tracked apart. */

/** What the autoplay coordinator remembers between events (S1 §4). */
export interface VideoAutoplayContext {
  /** The one organic video allowed to play, or `null`. */
  readonly organicVideoId: string | null;
  /** Promoted videos playing now; they neither pause nor are paused by organic ones. */
  readonly promotedVideoIds: readonly string[];
  /** Playback position in seconds stored when a video pauses, keyed by video id. */
  readonly storedTimes: Readonly<Record<string, number>>;
}

/** Start values, e.g. positions kept from an earlier page (S1 §4); `{}` starts empty. */
export interface VideoAutoplayInput {
  readonly storedTimes?: Readonly<Record<string, number>>;
}

/** Events the video players send (S1 §4). */
export type VideoAutoplayEvent =
  /** A player starts; `promoted` marks a promoted Pin's video. */
  | { readonly type: 'VIDEO.PLAY'; readonly videoId: string; readonly promoted?: boolean }
  /** A player paused at `currentTime` seconds, by the viewer or because another organic video started. */
  | { readonly type: 'VIDEO.PAUSE'; readonly videoId: string; readonly currentTime: number }
  /** A player reached its end; the next play starts from 0. */
  | { readonly type: 'VIDEO.ENDED'; readonly videoId: string }
  /** A player left the page (unmounted); its stored time is kept for when it comes back. */
  | { readonly type: 'VIDEO.REMOVE'; readonly videoId: string };

/** Every state, event, action and guard name of the machine, so tests can check the lists are whole. */
export const videoAutoplaySchema = {
  states: ['organic.idle', 'organic.playing', 'promoted.idle', 'promoted.playing'],
  events: ['VIDEO.PLAY', 'VIDEO.PAUSE', 'VIDEO.ENDED', 'VIDEO.REMOVE'],
  actions: ['pausePlayer', 'startOrganic', 'clearOrganic', 'addPromoted', 'removePromoted', 'storeTime', 'forgetTime'],
  guards: ['isOrganicPlay', 'isOtherOrganicPlay', 'isCurrentOrganic', 'isPromotedPlay', 'isPlayingPromoted', 'isLastPromoted'],
} as const;

/** Names in {@link videoAutoplaySchema}, as types. */
export interface VideoAutoplaySchema {
  readonly state: (typeof videoAutoplaySchema.states)[number];
  readonly event: VideoAutoplayEvent['type'];
  readonly action: (typeof videoAutoplaySchema.actions)[number];
  readonly guard: (typeof videoAutoplaySchema.guards)[number];
}
