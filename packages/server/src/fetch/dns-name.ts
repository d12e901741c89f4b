/**
 * The length limits of a DNS name (RFC 1035 §2.3.4, RFC 1123 §2.1): checked before a host is looked
 * up anywhere, so a 4 KB "host" of 2,000 labels costs nothing (issue #21 §2).
 */

/** The longest name written out, without the root's trailing dot. */
export const DNS_NAME_MAX_LENGTH = 253;
/** The longest label. */
export const DNS_LABEL_MAX_LENGTH = 63;

/** Why `host` cannot be a DNS name by its lengths (one line, for `message_detail`), or `null`. */
export function dnsNameProblem(host: string): string | null {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length > DNS_NAME_MAX_LENGTH || name.split('.').some((label) => label.length > DNS_LABEL_MAX_LENGTH)) {
    return `the host is longer than DNS allows (${DNS_NAME_MAX_LENGTH} characters, ${DNS_LABEL_MAX_LENGTH} per label)`;
  }
  return null;
}
