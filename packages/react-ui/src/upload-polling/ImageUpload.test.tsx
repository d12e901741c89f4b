import { MESSAGES } from '@pinstack/core';
import type { ImageUploadEvent, ImageUploadView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { ImageUpload } from './ImageUpload.js';

const view = (overrides: Partial<ImageUploadView> = {}): ImageUploadView => ({
  state: 'idle',
  busy: false,
  imageUrl: null,
  error: null,
  canRetry: false,
  ...overrides,
});

describe('ImageUpload events (S0 §2/§4/§8)', () => {
  it('a chosen file is sent to the machine as FILE.SELECT', async () => {
    const send = vi.fn<(event: ImageUploadEvent) => void>();
    const screen = await render(<ImageUpload view={view()} send={send} progress={null} />);
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const files = new DataTransfer();
    files.items.add(file);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(send).toHaveBeenCalledWith({ type: 'FILE.SELECT', file });
  });

  it('shows the bytes sent as a progress bar while uploading', async () => {
    const screen = await render(
      <ImageUpload view={view({ state: 'uploading', busy: true })} send={() => {}} progress={{ loaded: 50, total: 200 }} />,
    );
    await expect.element(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '50');
  });

  it('a failure shows its message (the 200 MB limit here) with retry and another file', async () => {
    const send = vi.fn<(event: ImageUploadEvent) => void>();
    const screen = await render(
      <ImageUpload view={view({ state: 'failed', error: MESSAGES.uploadTooLarge, canRetry: true })} send={send} progress={null} />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadTooLarge);
    await screen.getByRole('button', { name: 'Try again' }).click();
    await screen.getByRole('button', { name: 'Choose another' }).click();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['UPLOAD.RETRY', 'UPLOAD.RESET']);
  });

  it('"Choose another" opens the file chooser and keeps focus on the drop zone control, not the body', async () => {
    const send = vi.fn<(event: ImageUploadEvent) => void>();
    const failed = view({ state: 'failed', error: MESSAGES.invalidImage, canRetry: true });
    const screen = await render(<ImageUpload view={failed} send={send} progress={null} />);
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await screen.getByRole('button', { name: 'Choose another' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'UPLOAD.RESET' });
    expect(opened).toHaveBeenCalledTimes(1);
    // the machine goes back to idle: the error and its buttons go away, focus stays on the file control
    await screen.rerender(<ImageUpload view={view()} send={send} progress={null} />);
    expect(document.activeElement).toBe(screen.container.querySelector('input[type="file"]'));
  });
});
