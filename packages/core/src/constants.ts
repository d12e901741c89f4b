/**
 * Every number of S0 §9 and S1 §9, the enumerations of S0 §3 / S1 §3, and our decisions for
 * what the spec leaves "not shown" (see docs/spec-coverage.md). Pure data, `as const`.
 */

// ---- Decisions for "not shown" values (core-api.md) ----

/** S0 §9 board title maximum: "value not shown"; ours, counted in code points of the trimmed name. */
export const BOARD_NAME_MAX_LENGTH = 50;
/** Pin title maximum: S0 shows none; ours, the bound the server has always kept (500), counted as the wire counts it. */
export const PIN_TITLE_MAX_LENGTH = 500;
/** Pin description maximum: S0 shows none; ours, the bound the server has always kept (5,000). */
export const PIN_DESCRIPTION_MAX_LENGTH = 5_000;
/** A field's character counter shows once its text reaches this share of the limit (ours). */
export const CHARACTER_COUNTER_FROM = 0.9;
/** S0 §5 board filter threshold "not shown": any non-blank trimmed query filters. */
export const BOARD_FILTER_MIN_QUERY = 1;
/** S0 §5 / S1 §6 account-age threshold for offering promotion, "not shown". */
export const PROMOTION_MAX_ACCOUNT_AGE_DAYS = 30;
/** S1 §9 micro-currency multiplier, "not shown": micro units. */
export const MICRO_CURRENCY_MULTIPLIER = 1_000_000;
/** The one-character ellipsis used by every truncation rule (U+2026). */
export const ELLIPSIS = '\u2026';
/**
 * The product's name in every user-facing string. The specs quote another product's name in their
 * sentences ("Log in to access all of …"); we keep the sentences and say ours (docs/spec-coverage.md).
 */
export const PRODUCT_NAME = 'Pinstack';

// ---- S0 §9 timings ----

/** S0 §9 desktop success popup closes itself after 10 s. */
export const SUCCESS_POPUP_AUTO_CLOSE_MS = 10_000;
/** S0 §9 mobile success toast duration. */
export const TOAST_DURATION_MS = 5_000;
/** S0 §2 / §9 post-save animation dialog dismisses itself after 2600 ms. */
export const SUCCESS_DIALOG_AUTO_DISMISS_MS = 2_600;
/** S0 §9 photo-service upsell dismiss button appears after 2000 ms. */
export const UPSELL_DISMISS_DELAY_MS = 2_000;
/** S0 §9 upload polling interval. */
export const UPLOAD_POLL_INTERVAL_MS = 5_000;
/** S0 §9 confetti particles. */
export const CONFETTI_PARTICLES = 120;
/** S0 §9 confetti runs 800 ms after its delay. */
export const CONFETTI_DURATION_MS = 800;

// ---- S0 §9 storage, picker, autocomplete ----

/** S0 §9 local-storage key of the upsell seen list. */
export const UPSELL_SEEN_STORAGE_KEY = 'claiming_upsells_seen';
/** S0 §9 id recorded in the upsell seen list. */
export const UPSELL_ID = 'POST_CREATE_UPSELL_V2';
/** S0 §4 photo-service domain of the upsell. */
export const UPSELL_SERVICE_DOMAIN = 'instagram.com';
/** S0 §4 experiment gating the upsell. */
export const UPSELL_EXPERIMENT = 'web_post_create_retargeting';
/** S0 §3 / §9 board picker shortlist suggestions. */
export const SHORTLIST_SUGGESTIONS = 2;
/** S0 §2 / §9 a picker with this many boards or fewer is one flat list. */
export const FLAT_PICKER_MAX_BOARDS = 3;
/** S0 §5 / §9 hashtag and search autocomplete show at most 5 items. */
export const AUTOCOMPLETE_MAX_ITEMS = 5;
/** S0 §5 / S1 §5 search-filter highlighting needs this many characters. */
export const SEARCH_HIGHLIGHT_MIN_QUERY = 2;
/** S0 §6 at most 3 collaborator avatars are named in the accessibility label. */
export const COLLABORATOR_AVATARS_IN_LABEL = 3;

// ---- S0 §9 layout ----

/** S0 §9 Pin image maximum height. */
export const PIN_IMAGE_MAX_HEIGHT = 335;
/** S0 §9 Pin image maximum height while editing. */
export const PIN_IMAGE_MAX_HEIGHT_EDITING = 220;
/** S0 §9 closeup pane width. */
export const CLOSEUP_PANE_WIDTH = 508;
/** S0 §9 closeup maximum width. */
export const CLOSEUP_MAX_WIDTH = 1016;
/** S0 §9 closeup breakpoints, in the spec's order. */
export const CLOSEUP_BREAKPOINTS = [488, 992, 672, 1176, 740, 912] as const;
/** S0 §9 closeup ratios. */
export const CLOSEUP_RATIOS = [0.6, 0.84] as const;
/** S0 §9 Pin-card repeat events cap. */
export const PIN_CARD_REPEAT_EVENTS_CAP = 10;
/** S0 §2 / §9 create-Pin popup minimum width. */
export const POPUP_MIN_WIDTH = 750;
/** S0 §2 / §9 create-Pin popup height. */
export const POPUP_HEIGHT = 750;
/** S0 §2 popup height is content plus this. */
export const POPUP_HEIGHT_PADDING = 48;
/** S0 §9 success-dialog image grid scrolls above this height. */
export const SUCCESS_GRID_MAX_HEIGHT = 540;
/** S0 §9 success dialog minimum width. */
export const SUCCESS_DIALOG_MIN_WIDTH = 500;
/** S0 §9 Pin preview width. */
export const PIN_PREVIEW_WIDTH = 236;
/** S0 §9 upload size limit: 209715200 bytes (200 MB). */
export const UPLOAD_MAX_BYTES = 209_715_200;

// ---- S0 §3 enumerations ----

/** S0 §1 Pin-creation methods. */
export const PIN_CREATION_METHODS = ['uploaded', 'pinbuilder', 'scraped', 'button', 'button_external'] as const;
/** S0 §3 section name source. */
export const SECTION_NAME_SOURCE = { none: 0, RECOMMENDATION: 1, EDITED_RECOMMENDATION: 2 } as const;
/** S0 §3 board-section change kinds. */
export const BOARD_SECTION_CHANGE = { SECTION_ADDED: 'SECTION_ADDED', SECTION_DELETED: 'SECTION_DELETED' } as const;
/** S0 §3 sponsorship statuses that form one group. */
export const SPONSORSHIP_GROUPED_STATUSES = [0, 2, 3] as const;
/** S0 §6 save scenarios. */
export const SAVE_SCENARIOS = ['default', 'ad_creation', 'story_pin', 'story_pin_v2', 'offsite_pin_creation', 'business_nux'] as const;
/** S0 §6 scenarios in which the success modal is suppressed. */
export const SUCCESS_MODAL_SUPPRESSED_SCENARIOS = ['ad_creation', 'business_nux'] as const;
/** S0 §3 board picker request: field set key. */
export const BOARD_PICKER_FIELD_SET_KEY = 'board_picker';
/** S0 §3 board picker request: advertiser filter. */
export const BOARD_PICKER_ADVERTISER_FILTER = 'protected';
/** S0 §3 board create payload aux_data.source. */
export const BOARD_CREATE_SOURCE = 'board_picker';
/** S0 §7 default field set of a section read. */
export const SECTION_DEFAULT_FIELD_SET_KEY = 'board_page';
/** S0 §7 find-pin-images scrape metric. */
export const FIND_IMAGES_SCRAPE_METRIC = 'www_url_scrape';
/** S0 §7 tracking pixel events. */
export const PIN_CREATE_PIXEL_EVENTS = { success: 'pin_create_success', fail: 'pin_create_fail' } as const;
/** S0 §8 move error codes meaning "a board action is still running". */
export const BOARD_ACTION_IN_PROGRESS_CODES = [2171, 2172, 2173] as const;
/** Wire protocol: code of a concurrent board action (409). */
export const CONCURRENT_BOARD_ACTION_CODE = 2171;

// ---- S1 §9 quick promote ----

/** S1 §9 default country. */
export const QUICK_PROMOTE_DEFAULT_COUNTRY = 'US';
/** S1 §9 default duration in days. */
export const QUICK_PROMOTE_DEFAULT_DURATION_DAYS = 10;
/** S1 §9 countries with a 30-day default duration. */
export const QUICK_PROMOTE_LONG_DURATION_COUNTRIES = ['SE', 'NO', 'DK'] as const;
/** S1 §9 the long default duration. */
export const QUICK_PROMOTE_LONG_DURATION_DAYS = 30;
/** S1 §9 default daily budget per country; others 1. */
export const QUICK_PROMOTE_DEFAULT_BUDGET = { US: 3, CZ: 80, SE: 10, NO: 10, DK: 10 } as const;
/** S1 §9 default daily budget of every other country. */
export const QUICK_PROMOTE_DEFAULT_BUDGET_OTHERS = 1;
/** S1 §9 second budget tier per country; others 7. */
export const QUICK_PROMOTE_SECOND_TIER_BUDGET = { US: 7, GB: 5, AU: 10, NZ: 10, CA: 9, CZ: 150, SE: 70, NO: 70, DK: 50 } as const;
/** S1 §9 second budget tier of every other country. */
export const QUICK_PROMOTE_SECOND_TIER_BUDGET_OTHERS = 7;
/** S1 §9 minimum budget per country; others 1. */
export const QUICK_PROMOTE_MIN_BUDGET = { CZ: 11 } as const;
/** S1 §9 minimum budget of every other country. */
export const QUICK_PROMOTE_MIN_BUDGET_OTHERS = 1;
/** S1 §9 maximum budget. */
export const QUICK_PROMOTE_MAX_BUDGET = 1_000_000;
/** S1 §9 "other constants 365": maximum campaign duration in days (our reading). */
export const QUICK_PROMOTE_MAX_DURATION_DAYS = 365;
/** S1 §9 campaign name maximum. */
export const CAMPAIGN_NAME_MAX_LENGTH = 64;
/** S1 §5 a long campaign name is cut to this many characters plus the ellipsis. */
export const CAMPAIGN_NAME_CUT_LENGTH = 62;
/** S1 §9 Pin attribution name truncation. */
export const PIN_ATTRIBUTION_NAME_MAX_LENGTH = 70;
/** S1 §5 default truncation length. */
export const TRUNCATE_TEXT_DEFAULT = 80;
/** S1 §9 modal width breakpoints. */
export const QUICK_PROMOTE_MODAL_BREAKPOINTS = { medium: 870, wide: 1275 } as const;
/** S1 §2 quick promote goals. */
export const QUICK_PROMOTE_GOALS = ['CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
/** S1 §7 ads client type. */
export const QUICK_PROMOTE_ADS_CLIENT_TYPE = 'quick_promote';
/** S1 §3 default target genders. */
export const DEFAULT_TARGET_GENDERS = ['female', 'male', 'unknown'] as const;
/** S1 §2 billing link objective type. */
export const QUICK_PROMOTE_BILLING_OBJECTIVE = 'CLICKTHROUGH';
/** S1 §2 closing steps back this far when a pin-builder page is in the stack. */
export const QUICK_PROMOTE_CLOSE_BACK_WITH_PIN_BUILDER = 3;

/** S1 §9 currency by country; USD otherwise. */
export const CURRENCY_BY_COUNTRY = {
  AT: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  DK: 'DKK',
  GB: 'GBP',
  NO: 'NOK',
  NZ: 'NZD',
  SE: 'SEK',
} as const;
/** S1 §9 currency of every other country. */
export const DEFAULT_CURRENCY = 'USD';

// ---- S1 §9 other constants ----

/** S1 §9 recaptcha: at most 3 stored timestamps. */
export const RECAPTCHA_MAX_TIMESTAMPS = 3;
/** S1 §9 recaptcha window. */
export const RECAPTCHA_WINDOW_SECONDS = 3_600;
/** S1 §7 / §9 typeahead default count. */
export const TYPEAHEAD_DEFAULT_COUNT = 5;
/**
 * S0 §2 hashtag flyout: wait this long after the last keystroke before asking for suggestions. Not
 * given by the spec (a decision in docs/spec-coverage.md); the S1 §9 scroll debounce, reused.
 */
export const HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS = 200;
/** S1 §9 scroll-to-fetch debounce. */
export const SCROLL_FETCH_DEBOUNCE_MS = 200;
/** S1 §9 fetch when within this many visible heights. */
export const SCROLL_FETCH_VIEWPORT_FACTOR = 2;
/** S1 §9 hover debounce. */
export const HOVER_DEBOUNCE_MS = 32;
/** S1 §9 scroll guard. */
export const SCROLL_GUARD_MS = 100;
/** S1 §9 video impression buffer. */
export const VIDEO_IMPRESSION_BUFFER = 1_000;
/** S1 §9 layout profiling poll. */
export const LAYOUT_PROFILING_POLL_MS = 500;
/** S1 §9 timing profiling poll. */
export const TIMING_PROFILING_POLL_MS = 100;
/** S1 §8 / §9 visually-complete profiler gives up after 60 s. */
export const PROFILING_MAX_MS = 60_000;
/** S1 §4 / §9 impression visibility thresholds, in the spec's order. */
export const IMPRESSION_VISIBILITY_THRESHOLDS = [1, 50, 80, 2] as const;
/** S1 §9 tracking counter sample rates. */
export const TRACKING_SAMPLE_RATES = [0.1, 0.01] as const;
/** S1 §5 / §9 minimum accepted image side (must be > 119). */
export const MIN_IMAGE_SIDE = 120;
/** S1 §5 / §9 default age check. */
export const DEFAULT_MIN_AGE_YEARS = 18;
/** S1 §9 top bar height, desktop. */
export const TOP_BAR_HEIGHT_DESKTOP = 80;
/** S1 §9 top bar height, phone. */
export const TOP_BAR_HEIGHT_PHONE = 56;
/** S1 §9 loading bar reaches this percentage… */
export const LOADING_BAR_TARGET_PERCENT = 95;
/** S1 §9 …in this many ms. */
export const LOADING_BAR_DURATION_MS = 6_000;
/** S1 §9 recent-item cache default size. */
export const RECENT_ITEM_CACHE_SIZE = 10;
/** S1 §9 deep-equality depth limit. */
export const DEEP_EQUAL_DEPTH_LIMIT = 1_000;
/** S1 §9 script-load retries. */
export const SCRIPT_LOAD_RETRIES = 20;
/** S1 §9 script-load retry interval. */
export const SCRIPT_LOAD_RETRY_MS = 100;
/** S1 §7 social SDK version. */
export const SOCIAL_SDK_VERSION = 'v2.7';
/** S1 §6 one-tap Google sign-in browser version thresholds. */
export const ONE_TAP_BROWSER_VERSION_RANGE = { min: 122, max: 131 } as const;
/** S1 §6 aggregate-save text shows when the count is above this. */
export const AGGREGATE_SAVE_MIN_COUNT = 1;
/** S1 §9 sponsor label prefix in the EU-ad-string experiment. */
export const EU_AD_LABEL = 'Ad • ';

/** S1 §9 feature-eligibility countries (29). */
export const FEATURE_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HU',
  'IE',
  'IT',
  'LU',
  'MT',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PT',
  'RO',
  'SE',
  'SK',
  'US',
] as const;
/** S1 §9 the named members of the second country list of 34 (full list not shown). */
export const SECOND_COUNTRY_LIST_KNOWN_MEMBERS = ['PL', 'AR', 'CO', 'CL', 'JP'] as const;

// ---- S1 §3 enumerations ----

/** S1 §3 sign-in methods. */
export const SIGN_IN_METHODS = {
  email: 1,
  facebook: 2,
  google_plus: 3,
  google_one_tap: 4,
  smartlock: 5,
  multifactor: 6,
  switch_account: 7,
  line: 8,
  sso: 9,
} as const;
/** S1 §3 login restriction reasons 0–6. */
export const LOGIN_RESTRICTION_REASONS = {
  soft_banned: 0,
  rate_limited: 1,
  login_assistance: 2,
  password_reset_sent: 3,
  prevent_facebook_register: 4,
  prevent_google_register: 5,
  suspended: 6,
} as const;
/** S1 §3 browser kinds. */
export const BROWSER_KINDS = { other: 0, chrome: 1, safari: 2, ie: 3, firefox: 4, opera: 5, edge: 6 } as const;
/** S1 §3 site types. */
export const SITE_TYPES = {
  www: 0,
  phone_tablet: 1,
  sterling_ads: 3,
  analytics: 4,
  business: 6,
  trends: 7,
  trends_internal: 8,
  commerce_pintergration: 10,
  creators: 11,
  planning_hub: 12,
  newsroom: 13,
} as const;
/** S1 §3 question answers. */
export const QUESTION_ANSWERS = { not_answered: 0, yes: 1, no: 2, not_sure: 3 } as const;
/** S1 §3 search scopes. */
export const SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
/** S1 §3 numeric search scope codes. */
export const SEARCH_SCOPE_CODES = { pins: 0, buyable_pins: 1, videos: 2, boards: 3, users: 4 } as const;
/** S1 §3 search view types. */
export const SEARCH_VIEW_TYPES = { shop_tool: 1, other: 2 } as const;
/** S1 §3 campaign objective types. */
export const OBJECTIVE_TYPES = [
  'AWARENESS',
  'TRAFFIC',
  'APP_INSTALL',
  'CATALOG_SALES',
  'WEB_CONVERSION',
  'VIDEO_VIEW',
  'PURCHASE',
  'IMPRESSION',
  'BILLABLE_ENGAGEMENT',
  'TEMPORARY_SHOPPING',
  'TEMPORARY_BIDDED_CPM_VIDEO',
  'TEMPORARY_IMPRESSION_VIDEO',
  'TEMPORARY_MRC_CPV_VIDEO',
] as const;
/** S1 §3 one-bar module type holding product filters. */
export const PRODUCT_FILTER_MODULE_TYPE = 17;
/** S1 §3 product filter types. */
export const PRODUCT_FILTER_TYPES = [0, 1, 3, 6, 7, 8, 9, 10, 12] as const;
/** S1 §3 advisory severities. */
export const ADVISORY_SEVERITY = { abusive: 0, sensitive: 1, brand_unsafe: 2 } as const;
/** S1 §3 advisory kinds named. */
export const ADVISORY_KINDS = { conditional: 0, emotional_distress_or_suicide: 4 } as const;
/** S1 §3 notice style of a large styled banner. */
export const NOTICE_STYLE_LARGE_BANNER = 2;
/** S1 §3 text tag type of an inline link. */
export const NOTICE_LINK_TAG_TYPE = 5;
/** S1 §3 impression kinds tracked. */
export const IMPRESSION_KINDS = [
  'activation_card',
  'article',
  'banner',
  'board',
  'comment',
  'guide',
  'interest',
  'news',
  'one_bar',
  'pin',
  'search',
  'story',
  'today_article',
  'user',
  'ads_preview',
  'board_more_ideas',
  'notification',
  'notification_feed',
  'editorial_board',
  'vase_annotation',
] as const;
/** S1 §2 / §3 quick promote steps, in the order the machine follows (see docs/machines.md). */
export const QUICK_PROMOTE_STEPS = ['pin_selection', 'business_form', 'billing_form', 'error', 'success'] as const;
/** S1 §2 the alternative modelling of the step order, kept for reference. */
export const QUICK_PROMOTE_STEPS_ALTERNATIVE = ['gdpr', 'pin_selection', 'page', 'business', 'billing', 'success', 'error'] as const;
/** S1 §3 Facebook profile fields requested. */
export const FACEBOOK_PROFILE_FIELDS = ['picture.type(large)', 'id', 'first_name', 'last_name', 'email', 'gender'] as const;
/** S1 §5 shop platforms excluded in one check. */
export const EXCLUDED_SHOP_PLATFORMS = ['shopify', 'woocommerce'] as const;
/** S1 §5 offsite redirect statuses that prevent opening. */
export const BLOCKED_REDIRECT_STATUSES = ['blocked', 'suspicious', 'porn'] as const;

/** S1 §5 free e-mail providers: two named plus our list (core-api.md). */
export const FREE_EMAIL_PROVIDERS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mail.com',
  'gmx.com',
  'yandex.com',
  'proton.me',
  'protonmail.com',
] as const;
/** S1 §5 e-mail typo target provider. */
export const EMAIL_TYPO_TARGET_PROVIDER = 'gmail.com';

// ---- Wire protocol limits the server enforces ----

/** wire-protocol.md: JSON body limit. */
export const JSON_BODY_MAX_BYTES = 1_048_576;
/** wire-protocol.md: failed sign-ins per account or address… */
export const SIGN_IN_MAX_FAILURES = 5;
/** wire-protocol.md: …within this window. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Issue #21 §1 (beyond the spec): people one account may invite (each user id and e-mail one)… */
export const INVITES_PER_HOUR = 100;
/** …within this window, so invites cannot probe which addresses have accounts in bulk. */
export const INVITE_WINDOW_MS = 60 * 60 * 1000;
/** Issue #21 §2 (beyond the spec): user-state names one account may have (S0 §7 UserStateResource). */
export const USER_STATE_MAX_NAMES = 100;
/** Issue #21 §2 (beyond the spec): bytes of one user-state value, as text in UTF-8. */
export const USER_STATE_VALUE_MAX_BYTES = 1024;
/** S1 §2: api_error_code of an expired session. */
export const EXPIRED_SESSION_CODE = 7;

// ---- S1 §2 general routes and redirects (rules/redirect.ts) ----

/** S1 §2 home route, and the target every unsafe redirect is reset to. */
export const HOME_PATH = '/';
/** S1 §2 ideas route: the load-error target of unauthenticated ideas pages. */
export const IDEAS_PATH = '/ideas/';
/** S1 §2 the two auth pages a login redirect never returns to (core-api.md). */
export const AUTH_PAGE_PATHS = ['/login/', '/signup/'] as const;
/** S1 §2 paths beginning with this never become a login redirect target. */
export const ADD_ACCOUNT_PATH_PREFIX = '/add-account';
/** S1 §2 query parameter a post-login redirect honours. */
export const NEXT_QUERY_PARAM = 'next';
/** S1 §2 outbound redirect route. */
export const OFFSITE_PATH = '/offsite/';
/** S1 §3 a path containing this segment with no scope parameter selects the shop-tool scope. */
export const SHOP_TOOL_PATH_SEGMENT = '/_tools/shop';

// ---- S0 saving-side additions (rules/*.ts of S0) ----

/** S0 §8 board layout whose Pins get no "already saved" notice. */
export const QUICK_CREATES_LAYOUT = 'quick_creates';
/** S0 §7 tracking pixel `client` field. */
export const PIN_CREATE_PIXEL_CLIENT = 'web';
/** S0 §6 calls that carry orbac_subject_id when acting for an organisation (board, section, Pin move; S0 §7 adds UserBlockResource). */
export const ORBAC_SUBJECT_CALLS = ['board', 'section', 'pin_move', 'user_block'] as const;
/** S0 §2 route of the connect-account page linked from the photo-service upsell. */
export const UPSELL_CONNECT_PATH = '/settings/claim/';

// ---- S1 quick promote, e-mail and account additions (rules/quick-promote.ts, rules/account.ts) ----

/** S1 §9 shortest campaign duration in days, the lower end of our 1..365 reading of "other constants 365". */
export const QUICK_PROMOTE_MIN_DURATION_DAYS = 1;
/** S1 §2 closing steps back this far when no pin-builder page is in the stack. */
export const QUICK_PROMOTE_CLOSE_BACK_DEFAULT = 1;
/** S1 §2 closing closes the window (experiment on) when the history is this long or shorter. */
export const QUICK_PROMOTE_CLOSE_WINDOW_MAX_HISTORY = 1;
/** S1 §2 "Promote your Pin" target path. */
export const PROMOTE_CONVERT_PATH = '/business/convert';
/** S1 §2 `next` of the "Promote your Pin" target. */
export const QUICK_PROMOTE_NEXT_PATH = '/advertiser/quick_promote';
/** S1 §3 storage key prefix of a saved quick-promote draft, "not shown": ours. */
export const QUICK_PROMOTE_DRAFT_KEY_PREFIX = 'quick_promote_draft';
/** S1 §4 the social login status that is accepted. */
export const SOCIAL_LOGIN_CONNECTED_STATUS = 'connected';
/** S1 §4 / §8 the rejection reason when a social login has no status. */
export const SOCIAL_LOGIN_UNKNOWN_STATUS = 'unknown';
/** S1 §3 social signup options `type`. */
export const SOCIAL_SIGNUP_TYPE_FACEBOOK = 'facebook';
/** S1 §6 the permission of an owner profile. */
export const OWNER_PERMISSION = 'OWNER';
/** S1 §7 Facebook SDK locale for a bare language code (Spanish/Arabic variants and the six full locales). */
export const FACEBOOK_LOCALE_BY_LANGUAGE = {
  es: 'es_LA',
  ar: 'ar_AR',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  ja: 'ja_JP',
  nl: 'nl_NL',
  tr: 'tr_TR',
} as const;
/** S1 §7 Facebook SDK locales replaced as a whole. */
export const FACEBOOK_LOCALE_OVERRIDES = { en_AU: 'en_US' } as const;
/** S1 §7 Facebook SDK locale when the product locale is unusable, "not shown": ours. */
export const FACEBOOK_DEFAULT_LOCALE = 'en_US';
/**
 * S1 §6 one-tap Google sign-in: minimum browser major version per surface and supported browser,
 * "between 122 and 131 depending on surface and supported browser" (our concrete reading: Chrome on
 * desktop from 122, everything else supported from 131; other browsers never).
 */
export const GOOGLE_ONE_TAP_MIN_BROWSER_VERSION = {
  desktop: { chrome: ONE_TAP_BROWSER_VERSION_RANGE.min, edge: ONE_TAP_BROWSER_VERSION_RANGE.max },
  mobile: { chrome: ONE_TAP_BROWSER_VERSION_RANGE.max, edge: ONE_TAP_BROWSER_VERSION_RANGE.max },
} as const;
/** S0 §7 `field_set_key` of the legacy Pin read the success dialog uses when the GraphQL experiment is off. */
export const LEGACY_PIN_READ_FIELD_SET_KEY = 'detailed';
/** Issue 20: the longest page subject a document title shows before it is shortened (a tab shows less). */
export const DOCUMENT_TITLE_SUBJECT_MAX = 70;
