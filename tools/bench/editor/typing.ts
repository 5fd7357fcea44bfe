/// <reference lib="dom" />
// The functions given to page.evaluate run in the browser, on its DOM.
import type { Page } from 'playwright';

/** One keystroke: ms from the key going down to the text changing, the value out, the next frame. */
export interface KeystrokeTiming {
  text: number;
  value: number;
  frame: number;
}

export interface TypingSummary {
  keystrokes: number;
  /** Median and 95th percentile, in ms, of each stage. */
  text: { median: number; p95: number };
  value: { median: number; p95: number };
  frame: { median: number; p95: number };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

function summarise(timings: KeystrokeTiming[]): TypingSummary {
  const stage = (pick: (timing: KeystrokeTiming) => number) => {
    const values = timings.map(pick);
    return { median: percentile(values, 0.5), p95: percentile(values, 0.95) };
  };
  return {
    keystrokes: timings.length,
    text: stage((timing) => timing.text),
    value: stage((timing) => timing.value),
    frame: stage((timing) => timing.frame),
  };
}

/**
 * Types `text` in the story's editor at a person's pace, the caret in the middle of the document,
 * and times each keystroke in the page: from `keydown` to ProseMirror changing the text, to the
 * editor's value going out (`onChange` ran, the markup written), and to the frame after that (what
 * the writer sees).
 */
export async function timeTyping(page: Page, text: string): Promise<TypingSummary> {
  const editor = page.getByRole('textbox').first();
  await editor.click();
  await page.evaluate(() => {
    const textbox = document.querySelector<HTMLElement>('[role="textbox"]')!;
    const selection = window.getSelection()!;
    // The caret in the middle of the text: the whole document is before and after it.
    const paragraph = textbox.firstElementChild!;
    selection.collapse(paragraph, Math.floor(paragraph.childNodes.length / 2));
  });
  await page.evaluate(() => {
    const textbox = document.querySelector<HTMLElement>('[role="textbox"]')!;
    const state = { started: 0, text: 0 };
    const timings: { text: number; value: number; frame: number }[] = [];
    Object.assign(window, { keystrokeTimings: timings });
    window.addEventListener(
      'keydown',
      () => {
        state.started = performance.now();
        state.text = 0;
      },
      true,
    );
    new MutationObserver(() => {
      if (state.started && !state.text) state.text = performance.now();
    }).observe(textbox, { subtree: true, childList: true, characterData: true });
    // The story marks each value the editor gives out (its onChange) on the performance timeline.
    new PerformanceObserver((list) => {
      if (!state.started || list.getEntriesByName('markup-editor:change').length === 0) return;
      const { started, text } = state;
      const value = performance.now();
      state.started = 0;
      requestAnimationFrame(() =>
        timings.push({
          text: text - started,
          value: value - started,
          frame: performance.now() - started,
        }),
      );
    }).observe({ entryTypes: ['mark'] });
  });
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(200);
  const timings = await page.evaluate(
    () => (window as unknown as { keystrokeTimings: KeystrokeTiming[] }).keystrokeTimings,
  );
  return summarise(timings);
}
