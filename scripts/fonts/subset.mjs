// Regenerates app/fonts/geist-sans-latin.woff2: Geist Sans (variable weight, from the `geist`
// package, SIL Open Font License) cut down to the characters the site writes — Latin, Latin
// Extended-A, general punctuation, arrows and a few symbols. The whole font is 69 KB and is
// preloaded on every page, where it competes with the hero image for a phone's bandwidth; the
// subset is about a third of that. Characters outside it fall back to the system sans-serif. The
// weight axis is cut to 400–700, the weights the site's CSS uses (normal, medium, semibold,
// bold): 36 KB → 26 KB.
// Run: node scripts/fonts/subset.mjs (the output is committed; nothing runs this at build time).
import fs from "node:fs";
import subsetFont from "subset-font";

const source = new URL("../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2", import.meta.url);
const out = new URL("../../app/fonts/geist-sans-latin.woff2", import.meta.url);

const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
  [0x2605, 0x2605],
  [0xfffd, 0xfffd],
];
let text = "";
for (const [from, to] of ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);

const WEIGHTS = { min: 400, max: 700 };
const subset = await subsetFont(fs.readFileSync(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
});
fs.writeFileSync(out, subset);
console.log(
  `${new URL(out).pathname}: ${(fs.statSync(source).size / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`,
);
