import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { ImageUpload } from './ImageUpload.js';
import { useImageUpload } from './use-image-upload.js';

interface Args extends PortKnobs {
  readonly onUploaded: (imageUrl: string) => void;
}

function Bound({ onUploaded }: Args) {
  const { view, send, progress } = useImageUpload(onUploaded);
  return (
    <section aria-label="Upload" style={{ width: 360 }}>
      <ImageUpload view={view} send={send} progress={progress} />
    </section>
  );
}

/** A real PNG of the given size, drawn in the browser. */
const png = async (size: number): Promise<File> => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#c8102e';
    context.fillRect(0, 0, size, size);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'pin.png', { type: 'image/png' });
};

const fileInput = (canvasElement: HTMLElement): HTMLInputElement => {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'Saving/Image upload',
  render: (args) => <Bound {...args} />,
  args: { onUploaded: fn(), uploadProcessingPolls: 0 },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2 choose or drop an image. */
export const Empty: Story = {};

/** S0 §8 a dropped file that is not an image: `Invalid Image`, refused before anything is sent. */
export const InvalidImage: Story = {
  play: async ({ canvasElement, args }) => {
    const dropped = new DataTransfer();
    dropped.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const zone = within(canvasElement).getByText('Choose a file or drag and drop it here');
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid Image');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** S0 §4 a slow server: the progress bar while the bytes go up. */
export const Uploading: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await png(200));
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Uploading' })).toBeVisible();
  },
};

/** S0 §4 upload then processing polls (one `processing` answer, then 5 s to the next check): the spinner. */
export const Processing: Story = {
  args: { uploadProcessingPolls: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await png(200));
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Processing the image' })).toBeVisible();
  },
};

/** S0 §4/§7 a real image goes up, is processed, and shows; the caller gets its url. */
export const Uploaded: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await png(200));
    await expect(await within(canvasElement).findByRole('img', { name: 'Your upload' })).toBeVisible();
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1));
  },
};

/** S0 §4/§8 the server refuses an image under 120 × 120: its message, and another file can be chosen. */
export const RefusedBySever: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await png(40));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).not.toHaveTextContent(/^$/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Choose another' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
