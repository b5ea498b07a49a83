import "server-only";

import type { UserDTO } from "@/lib/types/auth";

/** The API's user: never a password or hash. */
export function toUserDTO(row: { id: string; name: string; email: string; role: string; createdAt: Date }): UserDTO {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === "admin" ? "admin" : "customer",
    createdAt: row.createdAt.toISOString(),
  };
}

export const USER_SELECT = { id: true, name: true, email: true, role: true, createdAt: true } as const;

/** The user and the session version a token for it is issued under (session-token.ts). */
export interface Account {
  user: UserDTO;
  sessionVersion: number;
}

export const ACCOUNT_SELECT = { ...USER_SELECT, sessionVersion: true } as const;

export function toAccount(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  createdAt: Date;
  sessionVersion: number;
}): Account {
  return { user: toUserDTO(row), sessionVersion: row.sessionVersion };
}
