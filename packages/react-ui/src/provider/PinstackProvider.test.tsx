import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { useAddSectionForm } from '../add-section-form/use-add-section-form.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { PinstackProvider, missingProviderMessage } from './PinstackProvider.js';

function UsesPorts() {
  const { view } = useAddSectionForm({ boardId: '1' });
  return <p>{view.title}</p>;
}

describe('PinstackProvider (S1 §8)', () => {
  it('a hook outside the provider throws an error naming the missing provider', async () => {
    expect(missingProviderMessage('useAddSectionForm')).toContain('<PinstackProvider>');
    const original = console.error;
    console.error = () => {};
    try {
      await expect(render(<UsesPorts />)).rejects.toThrow(missingProviderMessage('useAddSectionForm'));
    } finally {
      console.error = original;
    }
  });

  it('inside the provider the hook runs its machine on the given ports', async () => {
    const screen = await render(
      <PinstackProvider runtime={makeStoryPorts().runtime}>
        <UsesPorts />
      </PinstackProvider>,
    );
    await expect.element(screen.getByText('Add section')).toBeVisible();
  });
});
