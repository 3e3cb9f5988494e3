// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { Personalisation } from '../../../shared/web/api/types';
import { PersonalisationDetails } from './personalisation-details';

/** Each "term definition" pair of the list, as the shopper reads it. */
function rows(container: HTMLElement): string[] {
  return [...container.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')!.textContent} ${row.querySelector('dd')!.textContent}`);
}

describe('PersonalisationDetails', () => {
  it('shows both sides as a definition list: text, then typeface, orientation, pattern, icon', () => {
    const { container } = render(
      <PersonalisationDetails
        personalisation={{
          front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal', pattern: 'Waves', icon: 'Heart' },
          back: { text: 'Est. 2024', typeface: 'Modern Sans', orientation: 'Vertical' },
        }}
      />,
    );
    expect(rows(container)).toEqual(['Front: "Jane" — Script, Horizontal, Waves, Heart', 'Back: "Est. 2024" — Modern Sans, Vertical']);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Front:', 'Back:']);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it('shows only the side that is engraved, and leaves out a pattern or icon of "None"', () => {
    const { container } = render(
      <PersonalisationDetails
        personalisation={{ back: null, front: { text: 'Jo', typeface: 'Classic Serif', orientation: 'Vertical', pattern: 'None', icon: 'Star' } }}
      />,
    );
    expect(rows(container)).toEqual(['Front: "Jo" — Classic Serif, Vertical, Star']);
  });

  it.each<[string, Personalisation | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['no sides', {}],
  ])('renders nothing for %s', (_name, personalisation) => {
    const { container } = render(<PersonalisationDetails personalisation={personalisation} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders markup in the text as plain text, never as HTML', () => {
    const { container } = render(
      <PersonalisationDetails personalisation={{ front: { text: '<img src=x onerror=alert(1)>', typeface: 'Script', orientation: 'Horizontal' } }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('definition').textContent).toBe('"<img src=x onerror=alert(1)>" — Script, Horizontal');
  });
});
