import type { ImpressionRecord } from '@pinstack/core/machines';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { usePinImpression } from '../impression/use-pin-impression.js';
import { AutoplayVideo, useVideoAutoplayView, VideoAutoplayProvider } from './video-autoplay.js';

function Probe({ onReport, now }: { readonly onReport: (record: ImpressionRecord) => void; readonly now: () => number }) {
  const ref = useRef<HTMLDivElement>(null);
  const view = usePinImpression(ref, { pinId: 'p1', onReport, now });
  return (
    <div ref={ref} style={{ height: 100 }}>
      {view.viewable ? 'viewable' : 'not viewable'} {view.paused ? 'paused' : 'running'}
    </div>
  );
}

describe('usePinImpression (S1 §4)', () => {
  it('observes the element, pauses on hide and blur, resumes on show and focus', async () => {
    let clock = 0;
    const screen = await render(<Probe onReport={() => {}} now={() => clock} />);
    await expect.element(screen.getByText('viewable running')).toBeVisible();
    clock = 500;
    window.dispatchEvent(new Event('pagehide'));
    await expect.element(screen.getByText('viewable paused')).toBeVisible();
    window.dispatchEvent(new Event('pageshow'));
    await expect.element(screen.getByText('viewable running')).toBeVisible();
    window.dispatchEvent(new Event('blur'));
    await expect.element(screen.getByText('viewable paused')).toBeVisible();
    window.dispatchEvent(new Event('focus'));
    await expect.element(screen.getByText('viewable running')).toBeVisible();
  });

  it('reports a seen visit when the Pin unmounts (it leaves the viewport)', async () => {
    let clock = 0;
    const onReport = vi.fn();
    const screen = await render(<Probe onReport={onReport} now={() => clock} />);
    await expect.element(screen.getByText('viewable running')).toBeVisible();
    // S1 §4 threshold 2: two seconds viewable (the machine's own timer) make the visit seen
    await new Promise((resolve) => setTimeout(resolve, 2100));
    clock = 2500;
    await screen.unmount();
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(onReport.mock.calls[0]?.[0]).toMatchObject({ itemId: 'p1', kind: 'pin', viewableMs: 2500 });
  });
});

function Playing() {
  const view = useVideoAutoplayView();
  return <p>playing: {view.organicVideoId ?? 'none'}</p>;
}

describe('AutoplayVideo events (S1 §4)', () => {
  it('play, pause and ended go to the machine', async () => {
    const screen = await render(
      <VideoAutoplayProvider>
        <AutoplayVideo videoId="v1" label="First" />
        <Playing />
      </VideoAutoplayProvider>,
    );
    const video = screen.getByLabelText('First').element() as HTMLVideoElement;
    video.dispatchEvent(new Event('play'));
    await expect.element(screen.getByText('playing: v1')).toBeVisible();
    video.dispatchEvent(new Event('ended'));
    await expect.element(screen.getByText('playing: none')).toBeVisible();
  });

  it('outside its provider, the error names VideoAutoplayProvider', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<AutoplayVideo videoId="v1" label="First" />)).rejects.toThrow('VideoAutoplayProvider');
    error.mockRestore();
  });
});
