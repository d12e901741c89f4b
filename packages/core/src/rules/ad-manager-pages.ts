/**
 * What each S1 §2 ad-manager page is for, in the product's words. S1 §2 names these routes and
 * their parameters and nothing more ("Server behaviour for the conversion, billing, bulk editor
 * and report pages: not shown"), so each page says what it is for and that it is not open yet.
 */
import type { AdManagerRouteKey } from './routes.js';

/** An ad-manager page's heading and what it is for. */
export interface AdManagerPageCopy {
  /** The page's heading (and document title). */
  readonly title: string;
  /** One or two sentences: what the page is for. */
  readonly purpose: string;
}

/** S1 §2 the heading of every ad-manager route. */
const TITLES = {
  home: 'Ads overview',
  'reporting.campaigns': 'Campaign reports',
  'reporting.adGroups': 'Ad group reports',
  'reporting.ads': 'Ad reports',
  'reporting.productGroups': 'Product group reports',
  'reporting.productItems': 'Product item reports',
  'reporting.campaignNegativeKeywords': 'Campaign negative keywords',
  'reporting.campaignSearchQueries': 'Campaign search terms',
  'reporting.adGroupNegativeKeywords': 'Ad group negative keywords',
  'reporting.adGroupPositiveKeywords': 'Ad group keywords',
  'reporting.adGroupSearchQueries': 'Ad group search terms',
  'reporting.preferences': 'Report preferences',
  'ads.create': 'Create an ad campaign',
  'ads.automatedCreate': 'Create an automated campaign',
  'ads.campaignMode': 'Choose a campaign type',
  'ads.edit': 'Edit a campaign',
  'ads.automatedEdit': 'Edit an automated campaign',
  'ads.editDraft': 'Edit a draft campaign',
  'ads.duplicate': 'Duplicate a campaign',
  'ads.bulkEdit': 'Edit campaigns together',
  audiences: 'Audiences',
  audienceDebug: 'Audience check',
  history: 'Account history',
  accountsManager: 'Ad accounts',
  pinBuilder: 'Create Pin',
  quickPromote: 'Promote a Pin',
  advertiserQuickPromote: 'Promote a Pin',
  recommendations: 'Recommendations',
  mediaPlanner: 'Media planner',
  msotOptimizer: 'Budget optimizer',
  'productCatalogs.dataSource': 'Product catalog sources',
  campaignInsights: 'Campaign insights',
  'campaignInsights.productGroup': 'Product group insights',
  billing: 'Billing',
  'billing.history': 'Billing history',
  'billing.orderLines': 'Order lines',
  'billing.promotions': 'Promotional credits',
  'billing.documents': 'Billing documents',
  'billing.taxDocuments': 'Tax documents',
  'billing.prepaidCampaignSpendSummary': 'Prepaid spend summary',
  'billing.prepaidSpendCampaignBreakdown': 'Prepaid spend by campaign',
  bulkEditor: 'Bulk editor',
  'bulkEditor.uploadTemplate': 'Upload a bulk template',
  'bulkEditor.downloadTemplate': 'Download a bulk template',
  'bulkEditor.history': 'Bulk editor history',
  'bulkEditor.bulkIdLibrary': 'Bulk ID library',
  'bulkEditor.resources': 'Bulk editor help',
  'reportCenter.builder': 'Build a report',
  'reportCenter.history': 'Report history',
  'reportCenter.unsubscribe': 'Stop report e-mails',
  'reportCenter.download': 'Download a report',
  conversions: 'Conversions',
  'conversions.eventsOverview': 'Conversion events',
  'conversions.eventsOverview.conversionsApi': 'Conversion events from the API',
  'conversions.eventHistory': 'Conversion event history',
  'conversions.eventHistory.conversionsApi': 'Conversion API event history',
  'conversions.health': 'Conversion tracking health',
  'conversions.testEvents': 'Test conversion events',
  'conversions.tag': 'Conversion tag',
  'conversions.tagManualSetup': 'Set up the conversion tag',
  'conversions.tagHealth': 'Conversion tag health',
  'conversions.upload': 'Upload conversions',
  'conversions.history': 'Conversion uploads',
  'conversions.pcaHistory': 'Offline conversion uploads',
  'conversions.pcaUpload': 'Upload offline conversions',
  'conversions.apiManualSetup': 'Set up the conversions API',
  'conversions.apiPartnerSetup': 'Set up the conversions API with a partner',
  'conversions.accessToken': 'Conversions API access token',
  'conversions.setupApi': 'Connect the conversions API',
  'conversions.deduplication': 'Conversion de-duplication',
  'conversions.payloadHelper': 'Conversion event builder',
  'conversions.capiConnect': 'Connect your conversions API',
} as const satisfies Record<AdManagerRouteKey, string>;

/** What each area of the ad manager is for (the key's first part). */
const PURPOSES: Readonly<Record<string, string>> = {
  home: 'Your ad account at a glance: the campaigns you run and how they are doing.',
  reporting: 'See how your ads perform: impressions, saves, clicks and spend, by campaign, ad group, ad or product.',
  ads: 'Set up and change ad campaigns: their goal, audience, budget and the Pins they promote.',
  audiences: 'Choose who sees your ads, from people who visited your site to people like your customers.',
  audienceDebug: 'Check who an audience reaches before you use it in a campaign.',
  history: 'Every change made to this ad account, and who made it.',
  accountsManager: 'The ad accounts you can use, and who else can work on them.',
  pinBuilder: 'Make a new Pin from an image to use in your ads.',
  quickPromote: 'Turn one of your Pins into an ad in a few steps.',
  advertiserQuickPromote: 'Turn one of your Pins into an ad in a few steps.',
  recommendations: 'Suggestions to get more from your campaigns.',
  mediaPlanner: 'Plan a campaign: how many people it could reach for the budget you set.',
  msotOptimizer: 'Spread your budget across campaigns where it does the most.',
  productCatalogs: 'Where your product catalog comes from, so your products can become Pins.',
  campaignInsights: 'A closer look at one campaign: what worked, compared with an earlier period.',
  billing: 'How you pay for ads: payment details, invoices, credits and what you have spent.',
  bulkEditor: 'Create or change many campaigns at once with a spreadsheet.',
  reportCenter: 'Build reports of your ads, schedule them by e-mail and download them.',
  conversions: 'Track what people do on your site after seeing your ads, with the conversion tag or the conversions API.',
};

/** S1 §2 said on every ad-manager page: these pages exist by name only on this server. */
export const AD_MANAGER_NOT_OPEN = 'This part of Pinstack is not open yet.';

/** S1 §2 an ad-manager page's heading and what it is for, in the product's words. */
export function adManagerPageCopy(key: AdManagerRouteKey): AdManagerPageCopy {
  const area = key.split('.')[0] ?? key;
  return { title: TITLES[key], purpose: PURPOSES[area] ?? PURPOSES['home'] ?? '' };
}

/** S1 §2 the words for the ad-manager routes' path and query parameters. */
const PARAM_LABELS: Readonly<Record<string, string>> = {
  advertiserId: 'Ad account',
  campaignId: 'Campaign',
  campaign_id: 'Campaign',
  productGroupId: 'Product group',
  objective_type: 'Campaign goal',
  start_date: 'From',
  end_date: 'To',
  comp_start_date: 'Compared from',
  comp_end_date: 'Compared to',
  next_step_link_url: 'Then',
  is_quick_promote: 'Quick promote',
  job_started: 'Job started',
  subPage: 'Page',
};

/** S1 §2 a route parameter's name in words (`advertiserId` → `Ad account`, `section` → `Section`). */
export function adManagerParamLabel(name: string): string {
  const known = PARAM_LABELS[name];
  if (known !== undefined) return known;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
