// jsdom has no ResizeObserver (every browser the widgets support has): tag rows measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
