/** True for an absolute http(s) address (another site's image, or ours by its full address). */
export const isImageAddress = (media: string | null): media is string => media !== null && /^https?:\/\//i.test(media);
