import type { ImpressionRecord } from '@pinstack/core/machines';
import { examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { silentMediaUrl } from './silent-media.js';
import styles from './Tracking.module.css';
import { usePinImpression } from '../impression/use-pin-impression.js';
import { AutoplayVideo, useVideoAutoplayView, VideoAutoplayProvider } from './video-autoplay.js';

interface Args {
  readonly onReport: (record: ImpressionRecord) => void;
}

const yes = (value: boolean) => (value ? 'yes' : 'no');

function TrackedPin({ onReport }: Args) {
  const ref = useRef<HTMLElement>(null);
  const view = usePinImpression(ref, { pinId: examplePins.pendantLamp.id, onReport });
  return (
    <article ref={ref} className={styles.card} aria-label={examplePins.pendantLamp.title}>
      <strong>{examplePins.pendantLamp.title}</strong>
      <dl>
        <dt>On screen</dt>
        <dd data-testid="onscreen">{yes(view.onScreen)}</dd>
        <dt>Viewable</dt>
        <dd data-testid="viewable">{yes(view.viewable)}</dd>
        <dt>Paused</dt>
        <dd data-testid="paused">{yes(view.paused)}</dd>
        <dt>Seen</dt>
        <dd data-testid="seen">{yes(view.seen)}</dd>
        <dt>Reported</dt>
        <dd data-testid="reported">{view.reported}</dd>
      </dl>
    </article>
  );
}

/** A feed column: the Pin starts below the fold of a scrolling region. */
function Feed(args: Args) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label="Feed" tabIndex={0} style={{ height: 240, width: 280, overflowY: 'auto', border: '1px solid #cdcdcd' }}>
      <div style={{ height: 400 }} />
      <TrackedPin {...args} />
      <div style={{ height: 600 }} />
    </section>
  );
}

const meta = {
  title: 'Tracking/Pin impression',
  render: (args) => <Feed {...args} />,
  args: { onReport: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §4 below the fold: not on screen, nothing timed. */
export const OffScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('onscreen')).toHaveTextContent('no');
  },
};

/** S1 §4 scrolled into view: viewable, seen after 2 s viewable, reported once it leaves the viewport. */
export const SeenThenReportedOnLeaving: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('region', { name: 'Feed' });
    feed.scrollTop = 320;
    await waitFor(() => expect(canvas.getByTestId('viewable')).toHaveTextContent('yes'));
    await waitFor(() => expect(canvas.getByTestId('seen')).toHaveTextContent('yes'), { timeout: 4000 });
    feed.scrollTop = 1000;
    await waitFor(() => expect(args.onReport).toHaveBeenCalledTimes(1));
    const [record] = (args.onReport as ReturnType<typeof fn>).mock.calls[0] as [ImpressionRecord];
    await expect(record).toMatchObject({ itemId: examplePins.pendantLamp.id, kind: 'pin' });
    await expect(record.viewableMs).toBeGreaterThanOrEqual(2000);
    await expect(canvas.getByTestId('reported')).toHaveTextContent('1');
  },
};

/** S1 §4 the window loses focus: the session pauses; focus resumes it. */
export const PausedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: 'Feed' }).scrollTop = 320;
    await waitFor(() => expect(canvas.getByTestId('viewable')).toHaveTextContent('yes'));
    window.dispatchEvent(new Event('blur'));
    await waitFor(() => expect(canvas.getByTestId('paused')).toHaveTextContent('yes'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(canvas.getByTestId('paused')).toHaveTextContent('no'));
  },
};

function Status() {
  const view = useVideoAutoplayView();
  return (
    <p data-testid="now-playing">
      Organic: {view.organicVideoId ?? 'none'} · Promoted: {view.promotedVideoIds.join(', ') || 'none'}
    </p>
  );
}

function VideoGrid() {
  const [src] = useState(() => silentMediaUrl(30));
  return (
    <VideoAutoplayProvider>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 160px)', gap: 12 }}>
        <AutoplayVideo videoId="fjord" label="Kayaking the fjord" src={src} controls />
        <AutoplayVideo videoId="lamp" label="Lamp assembly" src={src} controls />
        <AutoplayVideo videoId="ad" label="Acme tent (promoted)" src={src} promoted controls />
      </div>
      <Status />
    </VideoAutoplayProvider>
  );
}

/** S1 §4 one organic video at a time: starting the second pauses the first (its time stored); a promoted video plays alongside. */
export const VideoAutoplayOneOrganic: StoryObj<typeof meta> = {
  render: () => <VideoGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fjord = canvas.getByLabelText('Kayaking the fjord') as HTMLVideoElement;
    const lamp = canvas.getByLabelText('Lamp assembly') as HTMLVideoElement;
    const ad = canvas.getByLabelText('Acme tent (promoted)') as HTMLVideoElement;
    await fjord.play();
    await waitFor(() => expect(canvas.getByTestId('now-playing')).toHaveTextContent('Organic: fjord'));
    await lamp.play();
    await waitFor(() => expect(fjord.paused).toBe(true));
    await expect(canvas.getByTestId('now-playing')).toHaveTextContent('Organic: lamp');
    await ad.play();
    await waitFor(() => expect(canvas.getByTestId('now-playing')).toHaveTextContent('Organic: lamp · Promoted: ad'));
    await expect(lamp.paused).toBe(false);
    lamp.pause();
    ad.pause();
  },
};
