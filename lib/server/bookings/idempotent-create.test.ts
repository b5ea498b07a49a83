import { describe, expect, it } from "vitest";

import { createOnce } from "./idempotent-create";

type Row = { requestHash: string | null; reference: string };

/** An insert that fails with `errors` first, one per attempt, then succeeds. */
function flaky(errors: unknown[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    insert: async (reference: string): Promise<Row> => {
      const error = errors[calls++];
      if (error) throw error;
      return { requestHash: "h", reference };
    },
  };
}

const op = (insert: (reference: string) => Promise<Row>) => ({
  kind: "hotel" as const,
  key: null,
  hash: "h",
  findByKey: async () => null,
  insert,
});

describe("createOnce", () => {
  it("runs a transaction PostgreSQL broke off again, deadlock (40P01) or serialization failure (40001 / P2034) alike", async () => {
    const attempts = flaky([{ code: "40P01" }, { cause: { originalCode: "40001" } }, { code: "P2034" }]);
    const made = await createOnce(op(attempts.insert));
    expect(made.created).toBe(true);
    expect(made.row.reference).toMatch(/^MV-/);
    expect(attempts.calls).toBe(4);
  });

  it("throws anything else at once", async () => {
    const attempts = flaky([new Error("boom")]);
    await expect(createOnce(op(attempts.insert))).rejects.toThrow("boom");
    expect(attempts.calls).toBe(1);
  });
});
