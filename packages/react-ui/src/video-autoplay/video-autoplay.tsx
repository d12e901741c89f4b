import { isVideoPlaying, selectVideoAutoplay, videoAutoplayMachine, videoResumeTime } from '@pinstack/core/machines';
import type { VideoAutoplayEvent, VideoAutoplayInput, VideoAutoplayView } from '@pinstack/core/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode, VideoHTMLAttributes } from 'react';
import type { ActorRefFrom } from 'xstate';
import { missingProviderMessage } from '../provider/PinstackProvider.js';
import styles from './Tracking.module.css';

type AutoplayActor = ActorRefFrom<typeof videoAutoplayMachine>;
const AutoplayContext = createContext<{ readonly actor: AutoplayActor; readonly players: Map<string, HTMLVideoElement> } | null>(null);

/**
 * S1 §4 one organic video at a time: one `videoAutoplayMachine` for the videos below it. When an
 * organic video starts, the machine asks the one playing to pause (`pausePlayer`).
 */
export function VideoAutoplayProvider({ children, input = {} }: { readonly children?: ReactNode; readonly input?: VideoAutoplayInput }) {
  const [players] = useState(() => new Map<string, HTMLVideoElement>());
  const [machine] = useState(() =>
    videoAutoplayMachine.provide({
      actions: { pausePlayer: (_, params: { readonly videoId: string }) => players.get(params.videoId)?.pause() },
    }),
  );
  const actor = useActorRef(machine, { input });
  return <AutoplayContext.Provider value={{ actor, players }}>{children}</AutoplayContext.Provider>;
}

function useAutoplayContext(hook: string) {
  const context = useContext(AutoplayContext);
  if (context === null) throw new Error(missingProviderMessage(hook).replace('<PinstackProvider>', '<VideoAutoplayProvider>'));
  return context;
}

/** S1 §4 the coordinator's view model (which videos play), for a grid or a debug overlay. */
export function useVideoAutoplayView(): VideoAutoplayView {
  const { actor } = useAutoplayContext('useVideoAutoplayView');
  return useSelector(
    actor,
    selectVideoAutoplay,
    (a, b) => a.organicVideoId === b.organicVideoId && a.promotedVideoIds === b.promotedVideoIds,
  );
}

/** Props of {@link AutoplayVideo}. */
export interface AutoplayVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'onPlay' | 'onPause' | 'onEnded'> {
  readonly videoId: string;
  /** A promoted Pin's video: tracked apart, never pauses organic ones. @default false */
  readonly promoted?: boolean;
  readonly label: string;
}

/**
 * S1 §4 a video player under {@link VideoAutoplayProvider}: its play, pause (with the current time)
 * and end go to the machine; it resumes from the time stored when it last paused.
 */
export function AutoplayVideo({ videoId, promoted = false, label, className, ...rest }: AutoplayVideoProps) {
  const { actor, players } = useAutoplayContext('AutoplayVideo');
  const ref = useRef<HTMLVideoElement>(null);
  const playing = useSelector(actor, (snapshot) => isVideoPlaying(snapshot, videoId));
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    players.set(videoId, element);
    const resume = videoResumeTime(actor.getSnapshot(), videoId);
    if (resume > 0) element.currentTime = resume;
    return () => {
      players.delete(videoId);
      actor.send({ type: 'VIDEO.REMOVE', videoId });
    };
  }, [actor, players, videoId]);
  const send = (event: VideoAutoplayEvent) => actor.send(event);
  return (
    <video
      ref={ref}
      aria-label={label}
      className={[styles.video, className].filter(Boolean).join(' ')}
      data-playing={playing}
      playsInline
      muted
      onPlay={() => send({ type: 'VIDEO.PLAY', videoId, promoted })}
      onPause={(event) => {
        // note: the end of a video also fires pause; VIDEO.ENDED then forgets the time
        if (!event.currentTarget.ended) send({ type: 'VIDEO.PAUSE', videoId, currentTime: event.currentTarget.currentTime });
      }}
      onEnded={() => send({ type: 'VIDEO.ENDED', videoId })}
      {...rest}
    />
  );
}
