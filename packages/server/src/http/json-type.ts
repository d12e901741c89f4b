/** `application/json` or a `+json` type, with any parameters (charset): a request body the API reads, an answer it compresses. */
export const isJsonType = (header: string | null | undefined): boolean =>
  header !== null && header !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(header.trim());
