/**
 * What a sub-app's own token may call, one scope a group of routes (`Route.appScope`): `profile`,
 * the signed-in user's details and the people pickers; the others, their module's routes. A
 * route with no scope is the shell's alone. Kept with the routes, which import nothing else.
 */
export const appScopes = ['profile', 'crm', 'calendar', 'home', 'todo', 'finance'] as const;
export type AppScope = (typeof appScopes)[number];
