import { CREATE_PIN_LOGIN_MARKER_PARAM } from '@pinstack/core';
import type { SavePinOutput } from '@pinstack/core/machines';
import { PinService } from '@pinstack/core/ports';
import { createPinPagePlan, parseCreatePinPageUrl } from '@pinstack/core/rules';
import type { CreatePinPageRequest } from '@pinstack/core/rules';
import { exampleBoards, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { makeStoryPorts, readBack, storyPorts } from '../testing/story-ports.js';
import { refuseWarmImage } from '../testing/port-overrides.js';
import { CreatePinPage } from './CreatePinPage.js';

const href =
  '/pin/create/bookmarklet/?url=https%3A%2F%2Fwww.example-lamps.com%2Fpendant&media=https%3A%2F%2Fwww.example-lamps.com%2Flamp.jpg&description=Brass%20lamp';
const parsed = parseCreatePinPageUrl(href);
if (!parsed.ok) throw new Error('the story url must parse');
const request: CreatePinPageRequest = parsed.request;
const plan = (isAuth: boolean, isMobile: boolean) => createPinPagePlan({ isAuth, isMobile, request, ownHosts: ['pinstack.example'] });
// issue 20: `/pin/create/` with a link and no image
const noImage = parseCreatePinPageUrl('/pin/create/?url=https%3A%2F%2Fwww.example-lamps.com%2Fpendant');
if (!noImage.ok) throw new Error('the story url must parse');
const noImageRequest: CreatePinPageRequest = noImage.request;

/** A real PNG of the given size, drawn in the browser. */
const png = async (size: number): Promise<File> => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#2e7d6f';
    context.fillRect(0, 0, size, size);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'pin.png', { type: 'image/png' });
};
const acting = { isAuth: true, viewerId: exampleUsers.ada.id };

const meta = {
  title: 'Saving/Create-Pin page',
  component: CreatePinPage,
  render: ({ plan: pagePlan, request: pageRequest, acting: viewer, onFinish, onNavigate }) => (
    <CreatePinPage
      plan={pagePlan}
      request={pageRequest}
      {...(viewer ? { acting: viewer } : {})}
      {...(onFinish ? { onFinish } : {})}
      {...(onNavigate ? { onNavigate } : {})}
    />
  ),
  args: { plan: plan(true, false), request, acting, onFinish: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Parameters<typeof CreatePinPage>[0] & PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2 signed in, desktop: the Pin image beside the picker; choosing a board creates the Pin there (read back). */
export const DesktopPopup: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    // issue 24 §2: the image shows once the backend has its copy
    await expect(await canvas.findByRole('img', { name: 'Brass lamp' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('option', { name: exampleBoards.travel.name }));
    await expect(await canvas.findByRole('heading', { name: `Saved to ${exampleBoards.travel.name}` })).toBeVisible();
    // note: the heading is the page's; the success step under it is a chunk of its own, loaded now
    await userEvent.click(await canvas.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    const pin = await readBack(
      storyPorts(loaded),
      Effect.flatMap(PinService, (pins) => pins.getPin({ id: output.pin?.id ?? '' })),
    );
    await expect(pin).toMatchObject({ board: { id: exampleBoards.travel.id }, link: 'https://www.example-lamps.com/pendant' });
  },
};

/** S0 §2 signed in, mobile: a full page headed `Choose board`, with a cancel button. */
export const MobilePicker: Story = {
  args: { plan: plan(true, true) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose board' })).toBeVisible();
    await canvas.findByRole('option', { name: exampleBoards.travel.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledWith({ pin: null, board: null, section: null, toast: null }));
  },
};

/**
 * S0 §2/§4 mobile: choosing a board saves and ends the flow at once, with the toast
 * `Saved to {board}` (5000 ms, `View` → the Pin) for the app to show; no success view, no `Done`.
 */
export const MobileSaveEndsWithToast: Story = {
  args: { plan: plan(true, true) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: exampleBoards.travel.name }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(output.toast).toEqual({
      text: `Saved to ${exampleBoards.travel.name}`,
      durationMs: 5000,
      action: { label: 'View', href: `/pin/${output.pin?.id}` },
    });
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull();
    const pin = await readBack(
      storyPorts(loaded),
      Effect.flatMap(PinService, (pins) => pins.getPin({ id: output.pin?.id ?? '' })),
    );
    await expect(pin).toMatchObject({ board: { id: exampleBoards.travel.id } });
  },
};

/** S0 §2 mobile: `Create board` goes to `/board/create/`, `Create section` to the board's section page, carrying the Pin. */
export const MobileCreateNavigates: Story = {
  args: { plan: plan(true, true) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: exampleBoards.travel.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Create board' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ path: '/board/create/', state: { pin: request } });
    await userEvent.click(canvas.getByRole('option', { name: exampleBoards.kitchen.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create section' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({
      path: `/board/${exampleBoards.kitchen.id}/create_section/`,
      state: { pin: request },
    });
  },
};

/** S0 §2/§8 signed out, desktop: the Pin image and a login/signup panel returning here with the marker. */
export const LoggedOutDesktop: Story = {
  args: { plan: plan(false, false), viewer: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in to save this Pin' })).toBeVisible();
    const login = canvas.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    const next = new URLSearchParams(login.split('?')[1]).get('next') ?? '';
    await expect(next.startsWith('/pin/create/bookmarklet/')).toBe(true);
    await expect(next).toContain(`${CREATE_PIN_LOGIN_MARKER_PARAM}=1`);
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', login.replace('/login/', '/signup/'));
  },
};

/**
 * S0 §2/§7 (issue 20) `/pin/create/` without an image asks for one: an address that is not on the
 * web says why; a web address goes on to the picker with that image, and the Pin is saved with it (read back).
 */
export const NoImageByAddress: Story = {
  args: { request: noImageRequest },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add an image' })).toBeVisible();
    const address = await canvas.findByRole('textbox', { name: 'Image address' });
    await userEvent.type(address, 'lamp.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this image' }));
    await expect(await canvas.findByText('Enter an image address that starts with http:// or https://.')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.example-lamps.com/lamp.jpg{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose board' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'The Pin to save' })).toHaveAttribute(
      'src',
      'https://www.example-lamps.com/lamp.jpg',
    );
    await userEvent.click(await canvas.findByRole('option', { name: exampleBoards.travel.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    const pin = await readBack(
      storyPorts(loaded),
      Effect.flatMap(PinService, (pins) => pins.getPin({ id: output.pin?.id ?? '' })),
    );
    await expect(pin).toMatchObject({ imageUrl: 'https://www.example-lamps.com/lamp.jpg', link: 'https://www.example-lamps.com/pendant' });
  },
};

/** S0 §2/§4 (issue 20) mobile `/pin/create/` without an image: upload one, then the picker; Cancel leaves. */
export const NoImageMobileUpload: Story = {
  args: { request: noImageRequest, plan: plan(true, true), uploadProcessingPolls: 0 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add an image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await canvas.findByText('Choose a file or drag and drop it here');
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, await png(200));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose board' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: exampleBoards.travel.name })).toBeVisible();
  },
};

/**
 * S0 §2 (issue 20) mobile: one `Create board` — the fixed bottom button, opening the create page —
 * never a second one in the list that opened a form in place; keys stop at the last board.
 */
export const MobileOneCreateBoard: Story = {
  args: { plan: plan(true, true) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: exampleBoards.travel.name });
    await expect(canvas.queryAllByRole('option', { name: /Create board/ })).toEqual([]);
    await expect(canvas.getAllByRole('button', { name: /Create board/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // End stopped on the last board, and Enter saved into it: on mobile the flow ends with the toast (S0 §2)
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(output.toast?.text).toMatch(/^Saved to /);
    await expect(output.pin).not.toBeNull();
  },
};

/**
 * Issue 24 §2: the backend could not get the image at the page's address (gone, not an image): the
 * page says so in S0 §8's words, shows no image, and offers an upload or another address instead.
 */
export const ImageNotFetched: Story = {
  loaders: [async ({ args }) => ({ ports: refuseWarmImage(makeStoryPorts(args as PortKnobs)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Image');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add an image' })).toBeVisible();
    await expect(await canvas.findByText('Choose a file or drag and drop it here')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Brass lamp' })).toBeNull();
  },
};
