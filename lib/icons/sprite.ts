/**
 * The icon sprite: lucide's drawings as `<symbol>`s in one static SVG file, which the pages'
 * icons reference (`<svg><use href="/icons/<hash>.svg#star"/></svg>`, components/ui/sprite-icon.tsx)
 * instead of each carrying its paths twice (in the HTML and in React's payload). Pure: the
 * generator (scripts/icons/build-sprite.ts) and its test feed it lucide's data.
 */

/** One element of a lucide drawing: its tag and attributes (`key` is React's, not drawn). */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function element([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join("");
  return `<${tag}${attrs}/>`;
}

/** The sprite's text: one `<symbol id="<name>">` per icon, in the order given. */
export function buildSprite(icons: readonly { name: string; node: IconNode; size?: number }[]): string {
  const symbols = icons.map(
    ({ name, node, size = 24 }) =>
      `<symbol id="${escapeAttribute(name)}" viewBox="0 0 ${size} ${size}">${node.map(element).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
