import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { policyDefaultsSchema } from "@/lib/policies/cancellation";
import { loadPolicyDefaults, savePolicyDefaults } from "@/lib/server/policies/cancellation-defaults";

/** The stored cancellation defaults: each kind's policy and the seasons (Settings › Cancellation Policies). Administrators only. */
export const GET = adminRoute(async () => ({ defaults: await loadPolicyDefaults() }));

/** Replaces them; the /cancellation page and new bookings follow, bookings already made keep their terms. Administrators only. */
export const PUT = adminRoute(async (request) => ({
  defaults: await savePolicyDefaults(await readJsonBody(request, policyDefaultsSchema)),
}));
