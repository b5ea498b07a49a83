// The part of zod's API the shared schemas use, by name. `export * as z` of this module (./zod.ts)
// keeps `z.string()` and `z.infer<…>` working while letting the bundler drop the rest of zod: a
// namespace imported whole (`import { z } from "zod"`) carries zod's ~40 locales (390 KB) into
// every page that shows a form. Add a name here when a schema needs one.
export {
  NEVER,
  ZodError,
  ZodType,
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  flattenError,
  literal,
  null,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
  uuid,
} from "zod";
export type { RefinementCtx, infer, input, output } from "zod";
