export { SponsorLabel } from './SponsorLabel.js';
export type { SponsorLabelProps } from './SponsorLabel.js';
