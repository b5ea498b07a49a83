/**
 * The attribute of a route's loading.tsx content (its skeletons) that `<NoScriptStream />` hides.
 */
export const STREAM_FALLBACK = "data-stream-fallback";

/**
 * Without JavaScript a streamed page would show its loading skeletons for good: React sends the
 * page's content after the shell, in a hidden `<div hidden id="S:…">` at the end of <body>, and an
 * inline script moves it into place — a script that never runs then. For those visitors only (a
 * style inside <noscript>), the skeletons marked with STREAM_FALLBACK are hidden and the streamed
 * content is shown where it arrived, ordered before the footer (<body> is a flex column). Nothing
 * changes with JavaScript on: browsers then read a <noscript>'s content as text.
 */
// Tailwind's base layer hides [hidden] with !important, and an important declaration in an earlier
// cascade layer wins over a later one (or an unlayered one): so the rule that shows the streamed
// content goes into Tailwind's first layer, `properties`.
const CSS = `[${STREAM_FALLBACK}]{display:none!important}@layer properties{body>div[hidden][id^="S:"]{display:block!important;order:1}}body>footer{order:2}`;

export function NoScriptStream() {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${CSS}</style>` }} />;
}
