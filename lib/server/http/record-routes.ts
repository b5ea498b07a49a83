import "server-only";

import { z } from "zod";
import { numericId } from "@/lib/validation/common";
import { AppError } from "../errors/app-error";
import { readJsonBody } from "./body";
import { parseOrThrow } from "./respond";
import { adminRoute, route } from "./route";

type IdContext = { params: { id: string } };

/**
 * One catalogue record at /api/<records>/[id] (hotels, guest houses, destinations, promotions,
 * room types), as its route file serves it: the path's id checked (400 "Invalid hotel id."),
 * and a PUT that only administrators may call with the record's form; `get` makes the public GET
 * of a record read from the cache.
 */
export function recordRoutes<T extends z.ZodType>(
  label: string,
  { schema, update }: { schema: T; update: (id: number, input: z.output<T>) => Promise<unknown> },
) {
  const params = z.object({ id: numericId(label) });
  const idOf = (ctx: IdContext): number => parseOrThrow(params, ctx.params).id;
  return {
    idOf,
    /** A public GET of the record `find` reads, 404 with `notFound` when it has none. */
    get: (find: (id: number) => Promise<unknown>, notFound: string) =>
      route<{ id: string }>(async (_request, ctx) => {
        const found = await find(idOf(ctx));
        if (!found) throw AppError.notFound(notFound);
        return found;
      }),
    PUT: adminRoute<{ id: string }>(async (request, ctx) => update(idOf(ctx), await readJsonBody(request, schema))),
  };
}
