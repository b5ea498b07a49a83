import "server-only";

import { redirect } from "next/navigation";

import type { UserDTO } from "@/lib/types/auth";
import { getPageUser } from "./current-user";

/**
 * For admin pages, after proxy.ts's first check (defence in depth): the signed-in administrator,
 * checked against the database, or a redirect to "/" for everyone else.
 */
export async function requireAdminPage(): Promise<UserDTO> {
  const user = await getPageUser();
  if (user?.role !== "admin") redirect("/");
  return user;
}
