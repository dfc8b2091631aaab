/**
 * Notifications a page shows. In a module of its own: a constant exported from a client component
 * reaches a server component as a client reference, not as the number.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;
