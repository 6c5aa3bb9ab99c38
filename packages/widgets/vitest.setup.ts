import { options } from 'preact';

// jsdom has no ResizeObserver (every browser the widgets support has): tag rows measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 100 ms timer. A timer
// still pending when a test file ends fired after jsdom was torn down and called the missing
// cancelAnimationFrame (an uncaught error that failed the run under load). Here effects run on the
// next task, with nothing of the frame API.
options.requestAnimationFrame = (callback) => setTimeout(callback);
