/**
 * The console's code, loaded when its page draws: the route's own chunk then names one file, not the console's
 * dozens of pieces (their names would otherwise ride in the site's first JavaScript as the route's preload list).
 */
export const loadAdminConsole = () => import("./AdminConsole");
