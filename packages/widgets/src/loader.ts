import { defineWidget, type WidgetModule } from './define';
import { specs } from './specs';

/**
 * The one script partners add: `<script src="https://<platform>/widgets/loader.js" async></script>`.
 * Built as a tiny IIFE. It defines every widget's element at once; each element imports its
 * widget's ESM chunk (hashed name, baked in at build time) relative to this script's own URL
 * when it is first connected.
 */
declare const __PF_WIDGET_CHUNKS__: Record<string, string> | undefined;

function run() {
  // currentScript is set while a classic script first runs (async included); the query is a
  // fallback for pages that inject the tag in unusual ways.
  const script = (document.currentScript ??
    document.querySelector('script[src*="/widgets/loader.js"]')) as HTMLScriptElement | null;
  const src = script?.src || new URL('/widgets/loader.js', location.href).href;
  const chunks = typeof __PF_WIDGET_CHUNKS__ === 'object' ? __PF_WIDGET_CHUNKS__ : {};
  const apiBase = new URL(src).origin;
  for (const spec of specs) {
    const file = chunks[spec.tag];
    if (!file) continue;
    const url = new URL(file, src).href;
    defineWidget(spec, () => import(/* @vite-ignore */ url) as Promise<WidgetModule>, { apiBase });
  }
}

try {
  run();
} catch (error) {
  // Never throw into the host page.
  console.error('[pf-widgets]', error);
}
