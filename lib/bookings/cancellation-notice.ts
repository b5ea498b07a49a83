import { formatDate } from "@/lib/format";

/**
 * What the manage page says about cancelling: what this site enforces (the guest may cancel here
 * until check-in) and no fee rule of its own — the property's own stored policy decides any fee,
 * quoted when it has one, so the page never states a window the property contradicts.
 */
export function cancellationNotice(checkIn: string, propertyPolicies: string): { rule: string; policies: string | null } {
  const policies = propertyPolicies.trim() || null;
  const fee = policies ? "Any cancellation fee follows the property's policy below." : "Any cancellation fee follows the property's cancellation policy.";
  return {
    rule: `You can cancel this booking here until check-in on ${formatDate(checkIn)}. ${fee} If you have paid, our team refunds what the policy allows.`,
    policies,
  };
}
