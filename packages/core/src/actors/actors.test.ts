// The actors of each machine over hand-made port layers (core cannot import @pinstack/fixtures; the
// end-to-end runs against the in-memory adapter live in packages/fixtures/src/headless).
import { Effect, Layer, ManagedRuntime, Option } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { LOGIN_RESTRICTION_REASONS, UPSELL_ID, UPSELL_SEEN_STORAGE_KEY } from '../constants.js';
import { photoUpsellMachine } from '../machines/photo-upsell/photo-upsell.machine.js';
import { photoUpsellActions } from './photo-upsell.actors.js';
import type { Board, Pin, QuickPromoteForm, Viewer } from '../entities.js';
import { MESSAGES, SERVER_MESSAGES } from '../messages.js';
import { accountSecurityMachine } from '../machines/account-security/account-security.machine.js';
import { addSectionFormMachine } from '../machines/add-section-form/add-section-form.machine.js';
import { authMachine } from '../machines/auth/auth.machine.js';
import { boardCreateFormMachine } from '../machines/board-create-form/board-create-form.machine.js';
import { businessProfileMachine } from '../machines/business-profile/business-profile.machine.js';
import { collaboratorSelectionMachine } from '../machines/collaborator-selection/collaborator-selection.machine.js';
import { followBlockMachine } from '../machines/follow-block/follow-block.machine.js';
import { mobilePinCreateMachine } from '../machines/mobile-pin-create/mobile-pin-create.machine.js';
import { movePinsMachine } from '../machines/move-pins/move-pins.machine.js';
import { quickPromoteMachine } from '../machines/quick-promote/quick-promote.machine.js';
import { savePinMachine } from '../machines/save-pin/save-pin.machine.js';
import { imageUploadMachine } from '../machines/upload-polling/image-upload.machine.js';
import { uploadPollingMachine } from '../machines/upload-polling/upload-polling.machine.js';
import { AdsService } from '../ports/ads.js';
import type { AdsServiceShape, QuickPromoteRequest } from '../ports/ads.js';
import { AuthService } from '../ports/auth.js';
import type { AuthServiceShape } from '../ports/auth.js';
import { BoardService } from '../ports/boards.js';
import type { BoardPickerBoardsOptions, BoardServiceShape } from '../ports/boards.js';
import { CollaboratorService } from '../ports/collaborators.js';
import type { CollaboratorServiceShape } from '../ports/collaborators.js';
import { abortedCall, ApiError } from '../ports/errors.js';
import { PinService } from '../ports/pins.js';
import type { PinSaveOptions, PinServiceShape } from '../ports/pins.js';
import { LocalStorage, SessionStorage } from '../ports/storage.js';
import type { KeyValueStorageShape } from '../ports/storage.js';
import { UploadService } from '../ports/uploads.js';
import type { UploadServiceShape } from '../ports/uploads.js';
import { UserService } from '../ports/users.js';
import type { UserBlockOptions, UserServiceShape } from '../ports/users.js';
import { quickPromoteDraftKey } from '../rules/quick-promote.js';
import {
  accountSecurityActors,
  addSectionFormActors,
  authActors,
  boardCreateFormActors,
  businessProfileActors,
  collaboratorSelectionActors,
  followBlockActors,
  imageUploadActors,
  mobilePinCreateActors,
  movePinsActors,
  quickPromoteActors,
  savePinActors,
  signInResult,
  uploadPollingActors,
} from './index.js';

// Only the calls a test names are implemented; any other call dies naming itself, so a test that
// reaches an unexpected call fails loudly. The cast is the Proxy's: it answers every method name.
const stub = <S extends object>(port: string, calls: Partial<S>): S =>
  new Proxy(calls, {
    get: (target, key) => Reflect.get(target, key) ?? (() => Effect.die(new Error(`${port}.${String(key)} is not stubbed`))),
  }) as S;

const memoryStorage = (map: Map<string, string>): KeyValueStorageShape => ({
  get: (key) => Effect.sync(() => Option.fromNullishOr(map.get(key))),
  set: (key, value) => Effect.sync(() => void map.set(key, value)),
  remove: (key) => Effect.sync(() => void map.delete(key)),
});

const forbidden = new ApiError({
  call: 'RepinResource.create',
  message: MESSAGES.notAllowed,
  message_detail: 'Only the owner or a collaborator can change this board.',
  http_status: 403,
});
const cover = 'https://img.example/c.jpg';
const travel: Board = { id: 'b1', name: 'Travel', owner: { id: 'u1' }, image_cover_url: cover, section_count: 0 };
const pause = (ms: number): Promise<void> => Effect.runPromise(Effect.sleep(ms));

describe('savePinActors', () => {
  const world = (repin: PinServiceShape['repin']) => {
    const pickerRequests: BoardPickerBoardsOptions[] = [];
    const saves: PinSaveOptions[] = [];
    const layer = Layer.mergeAll(
      Layer.succeed(
        BoardService,
        stub<BoardServiceShape>('BoardService', {
          getPickerBoards: (options) => Effect.sync(() => (pickerRequests.push(options), { all_boards: [travel], boards_shortlist: [] })),
        }),
      ),
      Layer.succeed(PinService, stub<PinServiceShape>('PinService', { repin: (options) => (saves.push(options), repin(options)) })),
    );
    return { runtime: ManagedRuntime.make(layer), pickerRequests, saves };
  };
  const acting = { isAuth: true, viewerId: 'u1', advertiser: { id: 'a9', owner_user_id: 'u2' } };
  const input = { pin: { id: 'p0' }, acting };

  it('S0 §3 / §6 / §7: the picker request carries the advertiser filter; the repin carries advertiser_id', async () => {
    const { runtime, pickerRequests, saves } = world(() => Effect.succeed<Pin>({ id: 'p1', board: { id: 'b1', name: 'Travel' } }));
    const actor = createActor(savePinMachine.provide({ actors: savePinActors(runtime, input) }), { input }).start();
    await waitFor(actor, (s) => s.matches('chooseBoard'));
    expect(pickerRequests).toEqual([
      // the picker's field set and shortlist are the request schema's defaults (#23 §2), filled on the wire
      { pin_id: 'p0', advertiser_id: 'a9', filter: 'protected', isDesktop: false },
    ]);
    actor.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(saves).toEqual([{ board_id: 'b1', advertiser_id: 'a9', pin_id: 'p0' }]);
    await runtime.dispose();
  });

  it("S0 §8: a refused save shows the server's detail message and clears the board's save state", async () => {
    const { runtime } = world(() => Effect.fail(forbidden));
    const actor = createActor(savePinMachine.provide({ actors: savePinActors(runtime, input) }), { input }).start();
    await waitFor(actor, (s) => s.matches('chooseBoard'));
    actor.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    const back = await waitFor(actor, (s) => s.matches('chooseBoard') && s.context.saveError !== null);
    expect(back.context.saveError).toBe('Only the owner or a collaborator can change this board.');
    expect(back.context.saveState).toEqual({});
    await runtime.dispose();
  });

  it('S1 §8: an aborted save is ignored: the picker keeps saving and shows no error', async () => {
    const { runtime } = world(() => Effect.fail(abortedCall('RepinResource.create')));
    const actor = createActor(savePinMachine.provide({ actors: savePinActors(runtime, input) }), { input }).start();
    await waitFor(actor, (s) => s.matches('chooseBoard'));
    actor.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    await pause(20);
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.saveError).toBeNull();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    await runtime.dispose();
  });
});

describe('board and section forms', () => {
  it('S0 §3 / §7: createBoard and createSection send the payloads the machines built', async () => {
    const sent: unknown[] = [];
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        BoardService,
        stub<BoardServiceShape>('BoardService', {
          createBoard: (o) => Effect.sync(() => (sent.push(o), { id: 'b2', name: o.name })),
          createSection: (o) => Effect.sync(() => (sent.push(o), { id: 's2', title: o.name })),
        }),
      ),
    );
    const board = createActor(boardCreateFormMachine.provide({ actors: boardCreateFormActors(runtime) }), {
      input: { acting: { isAuth: true, viewerId: 'u1', actingAsSubjectId: 'org1' } },
    }).start();
    board.send({ type: 'NAME.CHANGE', value: '  Picnics ' });
    board.send({ type: 'BOARD.SUBMIT' });
    expect((await waitFor(board, (s) => s.status === 'done')).output).toEqual({ board: { id: 'b2', name: 'Picnics' } });
    const section = createActor(addSectionFormMachine.provide({ actors: addSectionFormActors(runtime) }), {
      input: { boardId: 'b2' },
    }).start();
    section.send({ type: 'NAME.CHANGE', value: 'Blankets' });
    section.send({ type: 'SECTION.SUBMIT' });
    expect((await waitFor(section, (s) => s.status === 'done')).output).toEqual({ section: { id: 's2', title: 'Blankets' } });
    expect(sent).toEqual([
      { name: 'Picnics', privacy: 'public', orbac_subject_id: 'org1', aux_data: { source: 'board_picker' } },
      { board_id: 'b2', initial_pins: [], name: 'Blankets', name_source: 0 },
    ]);
    await runtime.dispose();
  });
});

describe('Pin creation', () => {
  it('S0 §1 / §7: mobile creates a new Pin with its method; a button Pin without a guid is button_external', async () => {
    const created: PinSaveOptions[] = [];
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        PinService,
        stub<PinServiceShape>('PinService', { createPin: (o) => Effect.sync(() => (created.push(o), { id: 'p9' })) }),
      ),
    );
    const pin = { imageUrl: 'https://img.example/a.jpg', link: 'https://shop.example/a' };
    // the second is a button Pin without a guid (the bookmarklet's): sent as button_external (S0 §1)
    for (const method of ['pinbuilder', 'button'] as const) {
      const actor = createActor(
        mobilePinCreateMachine.provide({
          actors: mobilePinCreateActors(runtime, { method }),
          actions: { showToast: () => undefined, navigate: () => undefined, closeWindow: () => undefined },
        }),
        { input: { pin, openedAsPopup: true, historyLength: 1, fromBoardCreate: false } },
      ).start();
      actor.send({ type: 'PIN.CREATE', boardId: 'b1', boardName: 'Travel' });
      expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ pin: { id: 'p9' } });
    }
    expect(created).toEqual([
      { board_id: 'b1', image_url: pin.imageUrl, link: pin.link, method: 'pinbuilder' },
      { board_id: 'b1', image_url: pin.imageUrl, link: pin.link, method: 'button_external' },
    ]);
    await runtime.dispose();
  });
});

describe('uploads', () => {
  it('S0 §4: an upload the server has no record of is a failed upload', async () => {
    const runtime = ManagedRuntime.make(
      Layer.succeed(UploadService, stub<UploadServiceShape>('UploadService', { getUploads: () => Effect.succeed({}) })),
    );
    const actor = createActor(uploadPollingMachine.provide({ actors: uploadPollingActors(runtime) }), { input: { uploadId: 'u1' } });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(await failed).toMatchObject({ name: 'UploadPollingError', message: MESSAGES.genericError, status: null });
    await runtime.dispose();
  });

  it('a picked file without bytes fails with the generic message before anything is sent', async () => {
    const runtime = ManagedRuntime.make(Layer.succeed(UploadService, stub<UploadServiceShape>('UploadService', {})));
    const actor = createActor(imageUploadMachine.provide({ actors: imageUploadActors(runtime) })).start();
    actor.send({ type: 'FILE.SELECT', file: { size: 10, type: 'image/png' } });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(MESSAGES.genericError);
    await runtime.dispose();
  });
});

describe('collaborators, moves, follow and block', () => {
  it('S0 §7: typeahead with the board id; invites with user ids and e-mails', async () => {
    const calls: unknown[] = [];
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        CollaboratorService,
        stub<CollaboratorServiceShape>('CollaboratorService', {
          typeahead: (o) =>
            Effect.sync(() => (calls.push(o), [{ type: 'user_share_suggestion' as const, user: { id: 'u7', username: 'ann' } }])),
          invite: (o) => Effect.sync(() => void calls.push(o)),
        }),
      ),
    );
    const actor = createActor(
      collaboratorSelectionMachine.provide({ actors: collaboratorSelectionActors(runtime, { boardId: 'b1' }) }),
    ).start();
    actor.send({ type: 'QUERY.CHANGE', text: ' ann ' });
    const found = await waitFor(actor, (s) => s.context.suggestions.length > 0);
    const user = found.context.suggestions[0]?.user;
    if (user) actor.send({ type: 'COLLABORATOR.TOGGLE', user });
    actor.send({ type: 'BOARD.SAVED', boardId: 'b1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      { term: 'ann', board_id: 'b1' },
      { board_id: 'b1', invited_user_ids: ['u7'], emails: [] },
    ]);
    await runtime.dispose();
  });

  it('S0 §8: a 2171 move failure reverts and shows the wait message', async () => {
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        PinService,
        stub<PinServiceShape>('PinService', {
          moveAllPins: () =>
            Effect.fail(
              new ApiError({ call: 'BulkEditSelectAllResource.update', message: 'Busy', api_error_code: 2171, http_status: 409 }),
            ),
        }),
      ),
    );
    const pins: Pin[] = [{ id: 'p1' }];
    const actor = createActor(movePinsMachine.provide({ actors: movePinsActors(runtime) }), { input: { feeds: { b1: pins } } }).start();
    actor.send({ type: 'PINS.MOVE', from: { boardId: 'b1' }, to: { boardId: 'b2' }, pinIds: ['p1'] });
    const reverted = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(reverted.context.error).toBe(MESSAGES.boardActionInProgress);
    expect(reverted.context.feeds['b1']).toEqual(pins);
    await runtime.dispose();
  });

  it('S0 §6 / §7: unfollow is DELETE; block carries orbac_subject_id; a failed block is reverted', async () => {
    const calls: [string, unknown][] = [];
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        UserService,
        stub<UserServiceShape>('UserService', {
          unfollow: (o) => Effect.sync(() => void calls.push(['unfollow', o])),
          block: (o: UserBlockOptions) =>
            Effect.sync(() => void calls.push(['block', o])).pipe(
              Effect.andThen(Effect.fail(new ApiError({ call: 'UserBlockResource.create', message: 'No', http_status: 500 }))),
            ),
        }),
      ),
    );
    const actor = createActor(followBlockMachine.provide({ actors: followBlockActors(runtime, { actingAsSubjectId: 'org1' }) }), {
      input: { userId: 'u5', following: true, blocked: false },
    }).start();
    actor.send({ type: 'FOLLOW.TOGGLE' });
    await waitFor(actor, (s) => s.matches({ follow: 'idle' }));
    // a block is asked for first, then confirmed (one call at a time across follow and block)
    actor.send({ type: 'BLOCK.TOGGLE' });
    actor.send({ type: 'BLOCK.CONFIRM' });
    const settled = await waitFor(actor, (s) => s.matches({ follow: 'idle', block: 'idle' }));
    expect(settled.context).toMatchObject({ userId: 'u5', following: false, blocked: false });
    expect(calls).toEqual([
      ['unfollow', { user_id: 'u5' }],
      ['block', { blocked_user_id: 'u5', orbac_subject_id: 'org1' }],
    ]);
    await runtime.dispose();
  });
});

describe('quickPromoteActors', () => {
  // issue 20 newcomer trial: a Pin without a link needs a destination typed before the form is sent
  const form: QuickPromoteForm = {
    name: 'Tent',
    destination_url: 'https://example.com/tent',
    budget: 20,
    duration: 10,
    is_ongoing: true,
    advertiser_id: 'a1',
  };

  it('S1 §3 / §7: the draft is read from local storage; the submit goes to the advertiser and Pin of the flow', async () => {
    const local = new Map<string, string>();
    local.set(quickPromoteDraftKey('p1', 'a1'), JSON.stringify({ pin: 'p1', dailyBudget: 25, duration: 7, name: 'Tent draft' }));
    const sent: QuickPromoteRequest[] = [];
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(
        Layer.succeed(LocalStorage, memoryStorage(local)),
        Layer.succeed(
          AdsService,
          stub<AdsServiceShape>('AdsService', { quickPromote: (p) => Effect.sync(() => (sent.push(p), { campaign_id: 'c1' })) }),
        ),
      ),
    );
    const actor = createActor(quickPromoteMachine.provide({ actors: quickPromoteActors(runtime) }), {
      input: { advertiserId: 'a1', pinId: 'p1', form, businessInfoValid: true, billingInfoValid: true },
    }).start();
    const editing = await waitFor(actor, (s) => s.matches({ pin_selection: 'editing' }));
    expect(editing.context.form).toMatchObject({ budget: 25, duration: 7, name: 'Tent draft' });
    actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.result).toEqual({ campaign_id: 'c1' });
    expect(sent[0]).toMatchObject({ advertiser_id: 'a1', pin_id: 'p1', budget_in_micro_currency: 25_000_000, duration: 7 });
    await runtime.dispose();
  });
});

describe('auth and business profile', () => {
  const viewer: Viewer = { isAuth: true, id: 'u1', isPartner: true };

  it('S1 §3: signInResult reads a viewer as signed_in, 429 as restriction 1, and keeps other failures', async () => {
    expect(await Effect.runPromise(signInResult(Effect.succeed(viewer)))).toEqual({ kind: 'signed_in', viewer });
    const limited = new ApiError({ call: 'UserSessionResource.create', message: MESSAGES.tooManySignIns, http_status: 429 });
    expect(await Effect.runPromise(signInResult(Effect.fail(limited)))).toEqual({
      kind: 'restricted',
      reason: LOGIN_RESTRICTION_REASONS.rate_limited,
    });
    const bad = new ApiError({ call: 'UserSessionResource.create', message: MESSAGES.badCredentials, http_status: 401 });
    expect(await Effect.runPromise(Effect.flip(signInResult(Effect.fail(bad))))).toBe(bad);
  });

  it('S1 §3 / §8: a wrong password shows the server message in the form', async () => {
    const bad = new ApiError({ call: 'UserSessionResource.create', message: MESSAGES.badCredentials, http_status: 401 });
    const runtime = ManagedRuntime.make(
      Layer.succeed(AuthService, stub<AuthServiceShape>('AuthService', { signIn: () => Effect.fail(bad) })),
    );
    const actor = createActor(authMachine.provide({ actors: authActors(runtime) }), {
      input: { location: { path: '/login/', search: '' }, ownOrigin: 'https://pinstack.example', now: () => 0 },
    }).start();
    actor.send({ type: 'SIGNIN.SUBMIT', username_or_email: 'ann', password: 'x' });
    const failed = await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(failed.context.error).toBe(MESSAGES.badCredentials);
    await runtime.dispose();
  });

  it('#21 §4: the password form changes the password through the auth port; a refusal shows its message; sign out everywhere ends the machine', async () => {
    const sent: unknown[] = [];
    const wrong = new ApiError({ call: 'UserPasswordResource.update', message: SERVER_MESSAGES.wrongCurrentPassword, http_status: 400 });
    const runtime = ManagedRuntime.make(
      Layer.succeed(
        AuthService,
        stub<AuthServiceShape>('AuthService', {
          changePassword: (options) => (sent.push(options), options.old_password === 'right one' ? Effect.void : Effect.fail(wrong)),
          signOutEverywhere: () => Effect.sync(() => void sent.push('everywhere')),
        }),
      ),
    );
    const actor = createActor(accountSecurityMachine.provide({ actors: accountSecurityActors(runtime) })).start();
    const fill = (current: string) => {
      actor.send({ type: 'FIELD.CHANGE', field: 'current', value: current });
      actor.send({ type: 'FIELD.CHANGE', field: 'next', value: 'new password 1' });
      actor.send({ type: 'FIELD.CHANGE', field: 'confirm', value: 'new password 1' });
      actor.send({ type: 'PASSWORD.SUBMIT' });
    };
    fill('wrong one');
    expect((await waitFor(actor, (s) => s.context.error !== null)).context.error).toBe(SERVER_MESSAGES.wrongCurrentPassword);
    fill('right one');
    await waitFor(actor, (s) => s.context.changed);
    actor.send({ type: 'EVERYWHERE.REQUEST' });
    actor.send({ type: 'EVERYWHERE.CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      { old_password: 'wrong one', new_password: 'new password 1' },
      { old_password: 'right one', new_password: 'new password 1' },
      'everywhere',
    ]);
    await runtime.dispose();
  });

  it('S1 §4: profiles load from the ads port; the selection is written to and restored from session storage', async () => {
    const session = new Map<string, string>();
    const profiles = [{ id: 'b7', permissions: ['OWNER'], viewerMeetsMfaRequirement: false, user: { username: 'shop' } }];
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(
        Layer.succeed(SessionStorage, memoryStorage(session)),
        Layer.succeed(AdsService, stub<AdsServiceShape>('AdsService', { getBusinessProfiles: () => Effect.succeed(profiles) })),
      ),
    );
    const machine = businessProfileMachine.provide({ actors: businessProfileActors(runtime) });
    const first = createActor(machine, { input: { viewer } }).start();
    await waitFor(first, (s) => s.matches('ready'));
    first.send({ type: 'PROFILE.SELECT', profileId: 'b7' });
    await waitFor(first, (s) => s.matches('ready') && session.size > 0);
    const again = createActor(machine, { input: { viewer } }).start();
    expect((await waitFor(again, (s) => s.matches('ready'))).context.activeProfileId).toBe('b7');
    await runtime.dispose();
  });

  it('a network failure while loading profiles shows the generic message', async () => {
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(
        Layer.succeed(SessionStorage, memoryStorage(new Map())),
        Layer.succeed(
          AdsService,
          stub<AdsServiceShape>('AdsService', {
            getBusinessProfiles: () => Effect.die(new TypeError('fetch failed')),
          }),
        ),
      ),
    );
    const actor = createActor(businessProfileMachine.provide({ actors: businessProfileActors(runtime) }), { input: { viewer } }).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.loadError).toBe(MESSAGES.genericError);
    await runtime.dispose();
  });
});

describe('photo-service upsell', () => {
  it('S0 §9: displaying the upsell adds its id to the seen list in local storage, once', async () => {
    const values = new Map<string, string>();
    const storage: KeyValueStorageShape = {
      get: (key) => Effect.sync(() => Option.fromNullishOr(values.get(key))),
      set: (key, value) => Effect.sync(() => void values.set(key, value)),
      remove: (key) => Effect.sync(() => void values.delete(key)),
    };
    const runtime = ManagedRuntime.make(Layer.succeed(LocalStorage, storage));
    for (const _ of [1, 2]) {
      createActor(photoUpsellMachine.provide({ actions: photoUpsellActions(runtime) })).start();
      await runtime.runPromise(Effect.yieldNow); // the fire-and-forget write lands
    }
    expect(JSON.parse(values.get(UPSELL_SEEN_STORAGE_KEY) ?? '[]')).toEqual([UPSELL_ID]);
    await runtime.dispose();
  });
});
