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
