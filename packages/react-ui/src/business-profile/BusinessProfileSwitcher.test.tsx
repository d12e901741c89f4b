import type { BusinessProfileEvent, BusinessProfileView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { BusinessProfileSwitcher } from './BusinessProfileSwitcher.js';

const view = (overrides: Partial<BusinessProfileView> = {}): BusinessProfileView => ({
  showHeader: true,
  options: [{ id: 'b1', name: 'Acme Outdoors', imgUrl: undefined, isOwner: false, canAct: true, active: false }],
  activeProfileId: 'u1',
  actingAsOther: false,
  refusedProfileId: null,
  loading: false,
  loadError: null,
  ...overrides,
});
const viewer = { id: 'u1', name: 'Emeka Okafor' };

describe('BusinessProfileSwitcher events (S1 §4, §6)', () => {
  it('choosing a profile sends PROFILE.SELECT; the own account sends its id', async () => {
    const send = vi.fn<(event: BusinessProfileEvent) => void>();
    const screen = await render(<BusinessProfileSwitcher view={view()} send={send} viewer={viewer} />);
    await screen.getByRole('radio', { name: /Acme Outdoors/ }).click();
    expect(send).toHaveBeenCalledWith({ type: 'PROFILE.SELECT', profileId: 'b1' });
  });

  it('a failed load offers Try again (PROFILES.RETRY)', async () => {
    const send = vi.fn<(event: BusinessProfileEvent) => void>();
    const screen = await render(
      <BusinessProfileSwitcher view={view({ loadError: 'Uh oh! Something went wrong.' })} send={send} viewer={viewer} />,
    );
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'PROFILES.RETRY' });
  });

  it('shows no header with one profile', async () => {
    const none = await render(<BusinessProfileSwitcher view={view({ showHeader: false })} send={() => {}} viewer={viewer} />);
    expect(none.container.querySelector('fieldset')).toBeNull();
  });

  it('explains a refused profile', async () => {
    const screen = await render(
      <BusinessProfileSwitcher
        view={view({
          refusedProfileId: 'b1',
          options: [{ ...view().options[0], canAct: false } as BusinessProfileView['options'][number]],
        })}
        send={() => {}}
        viewer={viewer}
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('To act as Acme Outdoors');
  });
});
