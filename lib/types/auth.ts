export type Role = "admin" | "customer";

/** A user as the API returns it (contract "Sessions"): never a password or hash. */
export interface UserDTO {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}
