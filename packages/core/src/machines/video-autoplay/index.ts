export { videoAutoplayMachine } from './video-autoplay.machine.js';
export { videoAutoplaySchema } from './video-autoplay.types.js';
export type {
  VideoAutoplayContext,
  VideoAutoplayEvent,
  VideoAutoplayInput,
  VideoAutoplaySchema,
} from './video-autoplay.types.js';
export { isVideoPlaying, selectVideoAutoplay, videoResumeTime } from './video-autoplay.selectors.js';
export type { VideoAutoplaySnapshot, VideoAutoplayView } from './video-autoplay.selectors.js';
