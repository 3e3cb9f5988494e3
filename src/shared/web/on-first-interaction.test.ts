// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

describe('work started at the first interaction with the page', () => {
  it('waits for a touch, click, key or focus change, and runs once', () => {
    const run = vi.fn();
    onFirstInteraction(run);
    expect(run).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new KeyboardEvent('keydown'));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('each of the three starts it', () => {
    for (const event of [new KeyboardEvent('keydown'), new FocusEvent('focusin', { bubbles: true }), new Event('pointerdown')]) {
      const run = vi.fn();
      onFirstInteraction(run);
      document.body.dispatchEvent(event);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('never runs once cleaned up (the page left first)', () => {
    const run = vi.fn();
    const cleanup = onFirstInteraction(run);
    cleanup();
    document.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});
