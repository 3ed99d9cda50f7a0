/** What other features use of the site settings: saving some (the newsletter's schedule is three of them). */
export { saveSettings } from "./api/save-settings.js";
