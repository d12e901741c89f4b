import { UPSELL_ID, UPSELL_SERVICE_DOMAIN } from '../constants.js';
import { splitHttpUrl } from './mobile.js';

/** Whether a host is the service domain itself or one of its subdomains. */
const isServiceHost = (host: string): boolean => host === UPSELL_SERVICE_DOMAIN || host.endsWith(`.${UPSELL_SERVICE_DOMAIN}`);

/**
 * S0 §4: the URL is on the photo service's domain (instagram.com or a subdomain). A listed website
 * may be written without a scheme (`instagram.com/ann`), so one is assumed when missing.
 */
export function isPhotoServiceUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  const parts = splitHttpUrl(absolute);
  return parts !== null && isServiceHost(parts.host);
}

/**
 * S0 §4 photo-service upsell shows only when all five hold: the page url is on the service's domain,
 * UPSELL_ID is not in the seen list, the service is not connected, the profile lists a website on
 * the service, and the experiment web_post_create_retargeting is enabled.
 */
export function shouldShowPhotoUpsell(input: {
  readonly pageUrl: string;
  readonly seenIds: readonly string[];
  readonly connected: boolean;
  readonly listedWebsiteUrl: string | null | undefined;
  readonly experimentEnabled: boolean;
}): boolean {
  return (
    input.experimentEnabled &&
    !input.connected &&
    !input.seenIds.includes(UPSELL_ID) &&
    isPhotoServiceUrl(input.pageUrl) &&
    isPhotoServiceUrl(input.listedWebsiteUrl)
  );
}

/** S0 §4/§9 the seen list after displaying the upsell ("marked seen on display"): UPSELL_ID added once. */
export function markUpsellSeen(seenIds: readonly string[]): string[] {
  return seenIds.includes(UPSELL_ID) ? [...seenIds] : [...seenIds, UPSELL_ID];
}
