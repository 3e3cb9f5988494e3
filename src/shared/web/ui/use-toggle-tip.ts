import { type KeyboardEvent, useId, useRef, useState } from 'react';

/**
 * A toggletip: a button that shows and hides the text it is described by (clicked, not hovered, so it
 * works by touch and keyboard); Escape, pressed anywhere in `container`, hides it and leaves the focus on
 * the button. The component places the button and the text where its layout wants them.
 */
export function useToggleTip() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return {
    container: {
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      },
    },
    button: { ref: button, type: 'button' as const, 'aria-expanded': open, 'aria-describedby': id, onClick: () => setOpen(!open) },
    tip: { id, role: 'tooltip', hidden: !open },
  };
}
