/** The cookie that carries a staff session's token: set by the auth routes, read by the staff guard (access.ts). */
export const SESSION_COOKIE = "onff_session";
