import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

// Every number and enumeration of S0 (§1–§9) as the spec states it; a change to constants.ts that
// drifts from the spec fails here with the section to re-read.
describe('S0 §9 business constants and limits', () => {
  it('S0 §9: success popup auto-closes after 10000 ms', () => expect(C.SUCCESS_POPUP_AUTO_CLOSE_MS).toBe(10_000));
  it('S0 §2/§9: mobile toast shows for 5000 ms', () => expect(C.TOAST_DURATION_MS).toBe(5_000));
  it('S0 §2/§9: success dialog auto-dismisses after 2600 ms', () => expect(C.SUCCESS_DIALOG_AUTO_DISMISS_MS).toBe(2_600));
  it('S0 §2/§9: upsell dismiss button appears after 2000 ms', () => expect(C.UPSELL_DISMISS_DELAY_MS).toBe(2_000));
  it('S0 §4/§9: upload polling every 5000 ms', () => expect(C.UPLOAD_POLL_INTERVAL_MS).toBe(5_000));
  it('S0 §9: confetti has 120 particles and runs 800 ms', () => {
    expect(C.CONFETTI_PARTICLES).toBe(120);
    expect(C.CONFETTI_DURATION_MS).toBe(800);
  });
  it('S0 §9: upsell seen list under claiming_upsells_seen with id POST_CREATE_UPSELL_V2', () => {
    expect(C.UPSELL_SEEN_STORAGE_KEY).toBe('claiming_upsells_seen');
    expect(C.UPSELL_ID).toBe('POST_CREATE_UPSELL_V2');
  });
  it('S0 §3/§9: shortlist suggestions 2; a picker with 3 or fewer boards is one flat list', () => {
    expect(C.SHORTLIST_SUGGESTIONS).toBe(2);
    expect(C.FLAT_PICKER_MAX_BOARDS).toBe(3);
  });
  it('S0 §5/§9: hashtag autocomplete shows 5 items', () => expect(C.AUTOCOMPLETE_MAX_ITEMS).toBe(5));
  it('S0 §9: Pin image maximum height 335 px, 220 while editing', () => {
    expect(C.PIN_IMAGE_MAX_HEIGHT).toBe(335);
    expect(C.PIN_IMAGE_MAX_HEIGHT_EDITING).toBe(220);
  });
  it('S0 §9: closeup pane width 508, max width 1016', () => {
    expect(C.CLOSEUP_PANE_WIDTH).toBe(508);
    expect(C.CLOSEUP_MAX_WIDTH).toBe(1016);
  });
  it('S0 §9: closeup breakpoints 488, 992, 672, 1176, 740, 912 and ratios 0.6 and 0.84', () => {
    expect(C.CLOSEUP_BREAKPOINTS).toEqual([488, 992, 672, 1176, 740, 912]);
    expect(C.CLOSEUP_RATIOS).toEqual([0.6, 0.84]);
  });
  it('S0 §9: Pin-card repeat events capped at 10', () => expect(C.PIN_CARD_REPEAT_EVENTS_CAP).toBe(10));
  it('S0 §2/§9: popup minimum width 750, height 750 (content plus 48)', () => {
    expect(C.POPUP_MIN_WIDTH).toBe(750);
    expect(C.POPUP_HEIGHT).toBe(750);
    expect(C.POPUP_HEIGHT_PADDING).toBe(48);
  });
  it('S0 §9: board title maximum "not shown": our decision is 50', () => expect(C.BOARD_NAME_MAX_LENGTH).toBe(50));
  it('S0 §9: success-dialog grid scrolls above 540, dialog minimum width 500, Pin preview width 236', () => {
    expect(C.SUCCESS_GRID_MAX_HEIGHT).toBe(540);
    expect(C.SUCCESS_DIALOG_MIN_WIDTH).toBe(500);
    expect(C.PIN_PREVIEW_WIDTH).toBe(236);
  });
  it('S0 §9: upload size limit 209715200 bytes (200 MB)', () => {
    expect(C.UPLOAD_MAX_BYTES).toBe(209_715_200);
    expect(C.UPLOAD_MAX_BYTES).toBe(200 * 1024 * 1024);
  });
});

describe('S0 §1–§8 numbers, names and enumerations', () => {
  it('S0 §5: search-filter highlighting needs 2 characters', () => expect(C.SEARCH_HIGHLIGHT_MIN_QUERY).toBe(2));
  it('S0 §5: board filter threshold "not shown": our decision is 1', () => expect(C.BOARD_FILTER_MIN_QUERY).toBe(1));
  it('S0 §5: promotion account-age threshold "not shown": our decision is 30 days', () =>
    expect(C.PROMOTION_MAX_ACCOUNT_AGE_DAYS).toBe(30));
  it('S0 §6: at most 3 collaborator avatars are named', () => expect(C.COLLABORATOR_AVATARS_IN_LABEL).toBe(3));
  it('S0 §1: Pin-creation methods uploaded, pinbuilder, scraped, button (+ button_external)', () =>
    expect(C.PIN_CREATION_METHODS).toEqual(['uploaded', 'pinbuilder', 'scraped', 'button', 'button_external']));
  it('S0 §3: section name source none 0, RECOMMENDATION 1, EDITED_RECOMMENDATION 2', () =>
    expect(C.SECTION_NAME_SOURCE).toEqual({ none: 0, RECOMMENDATION: 1, EDITED_RECOMMENDATION: 2 }));
  it('S0 §3: board-section change kinds SECTION_ADDED, SECTION_DELETED', () =>
    expect(Object.values(C.BOARD_SECTION_CHANGE)).toEqual(['SECTION_ADDED', 'SECTION_DELETED']));
  it('S0 §3: sponsorship statuses 0, 2 and 3 form one group', () => expect(C.SPONSORSHIP_GROUPED_STATUSES).toEqual([0, 2, 3]));
  it('S0 §6: scenarios default, ad_creation, story_pin, story_pin_v2, offsite_pin_creation, business_nux', () =>
    expect(C.SAVE_SCENARIOS).toEqual(['default', 'ad_creation', 'story_pin', 'story_pin_v2', 'offsite_pin_creation', 'business_nux']));
  it('S0 §6: the success modal is suppressed in ad_creation and business_nux', () =>
    expect(C.SUCCESS_MODAL_SUPPRESSED_SCENARIOS).toEqual(['ad_creation', 'business_nux']));
  it('S0 §3: board picker field_set_key board_picker, advertiser filter protected, create source board_picker', () => {
    expect(C.BOARD_PICKER_FIELD_SET_KEY).toBe('board_picker');
    expect(C.BOARD_PICKER_ADVERTISER_FILTER).toBe('protected');
    expect(C.BOARD_CREATE_SOURCE).toBe('board_picker');
  });
  it('S0 §7: section read default field set board_page; image scrape metric www_url_scrape', () => {
    expect(C.SECTION_DEFAULT_FIELD_SET_KEY).toBe('board_page');
    expect(C.FIND_IMAGES_SCRAPE_METRIC).toBe('www_url_scrape');
  });
  it('S0 §7: tracking pixel client web, events pin_create_success and pin_create_fail', () => {
    expect(C.PIN_CREATE_PIXEL_CLIENT).toBe('web');
    expect(C.PIN_CREATE_PIXEL_EVENTS).toEqual({ success: 'pin_create_success', fail: 'pin_create_fail' });
  });
  it('S0 §8: move error codes 2171, 2172, 2173', () => expect(C.BOARD_ACTION_IN_PROGRESS_CODES).toEqual([2171, 2172, 2173]));
  it('S0 §8: the already-saved notice is skipped for layout quick_creates', () => expect(C.QUICK_CREATES_LAYOUT).toBe('quick_creates'));
  it('S0 §4: upsell service domain instagram.com and experiment web_post_create_retargeting', () => {
    expect(C.UPSELL_SERVICE_DOMAIN).toBe('instagram.com');
    expect(C.UPSELL_EXPERIMENT).toBe('web_post_create_retargeting');
  });
  it('S0 §2: the upsell links to /settings/claim/', () => expect(C.UPSELL_CONNECT_PATH).toBe('/settings/claim/'));
  it('S0 §6/§7: orbac_subject_id goes on board, section, Pin-move and block calls', () =>
    expect(C.ORBAC_SUBJECT_CALLS).toEqual(['board', 'section', 'pin_move', 'user_block']));
  it("S0 §5 / S1 §9: EU-ad-string label 'Ad • '", () => expect(C.EU_AD_LABEL).toBe('Ad \u2022 '));
});
