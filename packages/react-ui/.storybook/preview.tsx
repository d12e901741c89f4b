import type { Preview } from '@storybook/react-vite';
import { LiveRegionProvider } from '../src/primitives/LiveRegion.js';
import { portKnobArgTypes, portsLoader, withPorts } from '../src/testing/story-ports.js';
import '../src/tokens.css';

const preview: Preview = {
  loaders: [portsLoader],
  decorators: [
    withPorts,
    (Story) => (
      <LiveRegionProvider>
        <Story />
      </LiveRegionProvider>
    ),
  ],
  argTypes: portKnobArgTypes,
  parameters: {
    // Any axe violation fails the story's test (issue 9: the a11y addon fails on any violation).
    a11y: { test: 'error' },
    layout: 'centered',
  },
};

export default preview;
