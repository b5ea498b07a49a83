/**
 * Runs a route handler inside a request scope of Next's own making, so that `after()` from
 * `next/server` works as it does in a server: the scope carries Next's AfterContext, whose tasks
 * wait for the response to close (`close()` here, the response's "close" event in a server) and are
 * then run and awaited (waitUntil — on Vercel, what keeps the function alive). Integration tests
 * otherwise call handlers with no scope, where after() throws.
 * It uses Next's internal stores (next/dist/server/...), pinned by the installed Next version.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { workAsyncStorage } =
  require("next/dist/server/app-render/work-async-storage.external") as typeof import("next/dist/server/app-render/work-async-storage.external");
const { workUnitAsyncStorage } =
  require("next/dist/server/app-render/work-unit-async-storage.external") as typeof import("next/dist/server/app-render/work-unit-async-storage.external");
const { AfterContext } =
  require("next/dist/server/after/after-context") as typeof import("next/dist/server/after/after-context");

export interface RequestScope<T> {
  /** What the handler returned (the response, already complete: after() tasks have not run). */
  result: T;
  /** How many after() tasks and promises the request left to run once it closes. */
  pendingAfterTasks: () => number;
  /** The response is out: Next runs the after() tasks; resolves when they are done. */
  close: () => Promise<void>;
}

export async function inRequestScope<T>(route: string, handler: () => Promise<T>): Promise<RequestScope<T>> {
  const onCloseCallbacks: (() => void)[] = [];
  const waitUntil: Promise<unknown>[] = [];
  let tasks = 0;
  const afterContext = new AfterContext({
    waitUntil: (promise) => void waitUntil.push(promise),
    onClose: (callback) => void onCloseCallbacks.push(callback),
    onTaskError: (error) => {
      throw error;
    },
  });
  const after = afterContext.after.bind(afterContext);
  afterContext.after = (task, store) => {
    tasks++;
    return after(task, store);
  };
  const workStore = {
    route,
    page: route,
    afterContext,
    isStaticGeneration: false,
    forceStatic: false,
    dynamicShouldError: false,
    pendingRevalidates: {},
    pendingRevalidatedTags: [],
    pendingRevalidateWrites: [],
  };
  const workUnitStore = {
    type: "request",
    phase: "action",
    implicitTags: { tags: [], expirationsByCacheKind: new Map() },
  };
  const result = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(workUnitStore as never, handler),
  );
  return {
    result,
    pendingAfterTasks: () => tasks,
    close: async () => {
      for (const callback of onCloseCallbacks.splice(0)) callback();
      await Promise.all(waitUntil);
    },
  };
}
