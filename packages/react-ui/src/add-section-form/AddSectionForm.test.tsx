import type { AddSectionFormEvent, AddSectionFormView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { AddSectionForm } from './AddSectionForm.js';

const view = (overrides: Partial<AddSectionFormView> = {}): AddSectionFormView => ({
  state: 'editing',
  title: 'Add section',
  label: 'Name',
  placeholder: 'Like "Lighting"',
  buttonLabel: 'Add',
  name: '',
  error: null,
  canAdd: false,
  saving: false,
  section: null,
  ...overrides,
});

describe('AddSectionForm events (S0 §2/§5)', () => {
  it('typing sends NAME.CHANGE with the field value', async () => {
    const send = vi.fn<(event: AddSectionFormEvent) => void>();
    const screen = await render(<AddSectionForm view={view()} send={send} />);
    await screen.getByLabelText('Name').fill('L');
    expect(send).toHaveBeenCalledWith({ type: 'NAME.CHANGE', value: 'L' });
  });

  it('Enter and numpad Enter send NAME.KEYDOWN with the key the machine reads', async () => {
    const send = vi.fn<(event: AddSectionFormEvent) => void>();
    const screen = await render(<AddSectionForm view={view({ name: 'Lighting', canAdd: true })} send={send} />);
    await screen.getByLabelText('Name').click();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'NAME.KEYDOWN', key: 'Enter' });
    await userEvent.keyboard('{NumpadEnter}');
    expect(send).toHaveBeenCalledWith({ type: 'NAME.KEYDOWN', key: 'NumpadEnter' });
  });

  it('Add sends SECTION.SUBMIT when the machine enables it, and is disabled otherwise', async () => {
    const send = vi.fn<(event: AddSectionFormEvent) => void>();
    const screen = await render(<AddSectionForm view={view({ name: 'Lighting', canAdd: true })} send={send} />);
    await screen.getByRole('button', { name: 'Add' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'SECTION.SUBMIT' });
    await screen.rerender(<AddSectionForm view={view({ name: 'Lighting', canAdd: false, saving: true })} send={send} />);
    await expect.element(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('shows the S0 §8 error under the field as its description', async () => {
    const screen = await render(<AddSectionForm view={view({ name: 'x', error: 'Please name your section.' })} send={() => {}} />);
    await expect.element(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please name your section.');
    await expect.element(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
