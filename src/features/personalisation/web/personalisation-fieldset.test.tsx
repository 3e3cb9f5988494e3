// @vitest-environment jsdom
import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PersonalisationOptions } from '../../../shared/web/api/types';
import { ICONS, MAX_ENGRAVING_LENGTH, ORIENTATIONS, PATTERNS, TYPEFACES } from '../domain';
import { type PersonalisationFieldsetHandle, type PersonalisationReading, PersonalisationFieldset } from './personalisation-fieldset';

const OPTIONS: PersonalisationOptions = {
  typefaces: [...TYPEFACES],
  orientations: [...ORIENTATIONS],
  patterns: [...PATTERNS],
  icons: [...ICONS],
  max_length: MAX_ENGRAVING_LENGTH,
};

function setup() {
  const ref = createRef<PersonalisationFieldsetHandle>();
  render(<PersonalisationFieldset ref={ref} options={OPTIONS} />);
  const read = async () => {
    let reading: PersonalisationReading | undefined;
    await act(async () => {
      reading = await ref.current!.read();
    });
    return reading!;
  };
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { read, type };
}

describe('PersonalisationFieldset', () => {
  it('is an optional group with a labelled control for every choice', async () => {
    const { read } = setup();
    const group = screen.getByRole('group', { name: 'Personalise your device' });
    expect(group).toBeTruthy();
    for (const name of ['Front text', 'Back text']) expect(screen.getByRole('textbox', { name })).toBeTruthy();
    for (const name of ['Front typeface', 'Front orientation', 'Front pattern', 'Front icon', 'Back typeface', 'Back orientation']) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Front' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Front typeface' })).toHaveProperty('value', 'Classic Serif');
    expect(screen.getByRole('combobox', { name: 'Front pattern' })).toHaveProperty('value', 'None');
    // Left alone, there is no engraving and nothing to correct.
    expect(await read()).toEqual({ ok: true, personalisation: undefined });
    expect(screen.queryByText('This is a required field.')).toBeNull();
  });

  it('answers the engraving that was filled in (trimmed; a pattern or icon of "None" not sent)', async () => {
    const { read, type } = setup();
    type('Front text', '  Jane ');
    type('Front typeface', 'Script');
    type('Front icon', 'Heart');
    type('Back text', 'Est. 2024');
    type('Back orientation', 'Vertical');
    expect(await read()).toEqual({
      ok: true,
      personalisation: {
        front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal', icon: 'Heart' },
        back: { text: 'Est. 2024', typeface: 'Classic Serif', orientation: 'Vertical' },
      },
    });
  });

  it.each([
    ['too long', 'x'.repeat(MAX_ENGRAVING_LENGTH + 1), `Please enter less or equal than ${MAX_ENGRAVING_LENGTH} symbols.`],
    ['markup', '<b>Jane</b>', 'HTML tags are not allowed.'],
    ['characters the engraver cannot cut', 'Jane :)', "Use letters, numbers, spaces and . , ' ! & - only."],
  ])('refuses text that is %s with the domain message under the field, and focuses it', async (_name, text, message) => {
    const { read, type } = setup();
    type('Front text', text);
    expect(await read()).toEqual({ ok: false });
    const input = screen.getByRole('textbox', { name: 'Front text' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toContain(message);
    expect(document.activeElement).toBe(input);
  });

  it('asks for the text of a side whose options were changed without one', async () => {
    const { read, type } = setup();
    type('Back typeface', 'Script');
    expect(await read()).toEqual({ ok: false });
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Back text' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Front text' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('clears the message once the text is corrected', async () => {
    const { read, type } = setup();
    type('Front text', '<i>');
    expect((await read()).ok).toBe(false);
    type('Front text', 'Jane');
    const reading = await read();
    expect(reading).toMatchObject({ ok: true, personalisation: { front: { text: 'Jane' } } });
    expect(screen.queryByText('HTML tags are not allowed.')).toBeNull();
  });
});
