import type { SnapshotFrom } from 'xstate';
import type { videoAutoplayMachine } from './video-autoplay.machine.js';

/** A snapshot of {@link videoAutoplayMachine}. */
export type VideoAutoplaySnapshot = SnapshotFrom<typeof videoAutoplayMachine>;

/** What a video grid needs to render its players (S1 §4). */
export interface VideoAutoplayView {
  /** The one organic video playing, or `null`. */
  readonly organicVideoId: string | null;
  /** Promoted videos playing, tracked apart from organic ones. */
  readonly promotedVideoIds: readonly string[];
  /** True while any video plays. */
  readonly anyPlaying: boolean;
}

/** S1 §4: the players' view model. */
export function selectVideoAutoplay(snapshot: VideoAutoplaySnapshot): VideoAutoplayView {
  const { organicVideoId, promotedVideoIds } = snapshot.context;
  return { organicVideoId, promotedVideoIds, anyPlaying: organicVideoId !== null || promotedVideoIds.length > 0 };
}

/** S1 §4: whether the given video should be playing now. */
export function isVideoPlaying(snapshot: VideoAutoplaySnapshot, videoId: string): boolean {
  return snapshot.context.organicVideoId === videoId || snapshot.context.promotedVideoIds.includes(videoId);
}

/** S1 §4: where a video resumes, in seconds: the time stored when it last paused. @default 0 */
export function videoResumeTime(snapshot: VideoAutoplaySnapshot, videoId: string): number {
  return Object.hasOwn(snapshot.context.storedTimes, videoId) ? (snapshot.context.storedTimes[videoId] ?? 0) : 0;
}
