// What other features may use: the count of open messages (the dashboard's Pending Actions).
export { openMessagesQuery } from "./api/get-messages.js";
