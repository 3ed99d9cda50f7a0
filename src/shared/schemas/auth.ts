import { z } from "zod";

export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, { error: "Email is required" }).max(254, {
    error: "Invalid email or password",
  }),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(1024, {
    error: "Invalid email or password",
  }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const currentUserSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.object({ message: z.string(), user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
