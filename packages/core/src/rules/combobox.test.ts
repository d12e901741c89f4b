import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { comboboxConnect, comboboxOptionId } from './combobox.js';

const state = fc.record({
  id: fc.stringMatching(/^[a-z:0-9]{1,8}$/),
  label: fc.string({ minLength: 1, maxLength: 12 }),
  expanded: fc.boolean(),
  active: fc.option(fc.nat(9), { nil: null }),
});

describe('comboboxConnect (S0 §2 pickers and hashtag flyout, S1 §3 search: the WAI-ARIA combobox)', () => {
  it('S0 §2: an open list with the second option highlighted', () => {
    const parts = comboboxConnect({ id: 'f', label: 'Boards', expanded: true, activeId: comboboxOptionId('f', 1) });
    expect(parts.input).toEqual({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': true,
      'aria-controls': 'f-list',
      'aria-activedescendant': 'f-option-1',
    });
    expect(parts.listbox).toEqual({ id: 'f-list', role: 'listbox', 'aria-label': 'Boards' });
    expect(parts.option('f-option-1')).toEqual({ id: 'f-option-1', 'aria-selected': true });
    expect(parts.option('f-option-0')['aria-selected']).toBe(false);
  });

  test.prop([state])('the field points only into a shown list, at the one selected option, and the input always names its listbox', (s) => {
    const activeId = s.active === null ? null : comboboxOptionId(s.id, s.active);
    const parts = comboboxConnect({ id: s.id, label: s.label, expanded: s.expanded, activeId });
    expect(parts.input['aria-controls']).toBe(parts.listbox.id);
    expect(parts.input['aria-expanded']).toBe(s.expanded);
    if (!s.expanded) expect(parts.field).toEqual({ 'aria-controls': undefined, 'aria-activedescendant': undefined });
    else expect(parts.field['aria-activedescendant']).toBe(activeId ?? undefined);
    const ids = Array.from({ length: 10 }, (_, index) => comboboxOptionId(s.id, index));
    expect(ids.filter((id) => parts.option(id)['aria-selected'])).toEqual(activeId === null ? [] : [activeId]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
