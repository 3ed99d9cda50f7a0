import { createHash } from "node:crypto";

/** The cookie that carries a staff session's token: set by the auth routes, read by the staff guard (access.ts). */
export const SESSION_COOKIE = "onff_session";

/** What the sessions table stores for a cookie token: its SHA-256, so a database leak holds no usable token. */
export const sessionKey = (token: string) => createHash("sha256").update(token).digest("hex");

/** The stored key of the session a cookie token names, when there is a token. */
export const sessionKeyOf = (token: string | undefined) => (token ? sessionKey(token) : undefined);
